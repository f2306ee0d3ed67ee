import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createCache } from '../apollo/cache';
import CourseListPage from './CourseListPage';
import { system } from '../theme';
import { AuthProvider } from '../features/auth/AuthProvider';
import { COURSE_PAGE_SIZE } from '../features/courses/courseListVariables';
import { cardCourse } from '../features/courses/test/courseFixtures';
import {
  catalogMock,
  categoryTreeMock,
  facets,
  listMock,
} from '../features/discovery/test/discoveryFixtures';
import { siteSettingsMock } from '../test/siteSettingsMock';

const first = COURSE_PAGE_SIZE;

const routes = (
  <Routes>
    <Route path="/course-list" element={<CourseListPage />} />
    <Route path="/course-list/:input" element={<CourseListPage />} />
    <Route path="/category/:slug" element={<p>Category page</p>} />
  </Routes>
);

/** The address the router is at, and a Back button (the browser's). */
function Probe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${pathname}${search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The page at `route` with the app's cache (its paging and key arguments) and mocked answers. */
function renderList(route: string, mocks: MockedResponse[]) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider cache={createCache()} mocks={[...mocks, siteSettingsMock('INR')]}>
        <AuthProvider>
          <MemoryRouter initialEntries={[route]}>
            {routes}
            <Probe />
          </MemoryRouter>
        </AuthProvider>
      </MockedProvider>
    </ChakraProvider>,
  );
}

/**
 * Clicks a Chakra checkbox or radio. Zag reports the change from a microtask, after a click's own
 * act() is over, and the router's navigation (a transition) would wait for the next act: so the
 * click and its microtasks run in one async act.
 */
const choose = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });

const location = () => screen.getByTestId('location');
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
/** The option of a filter group in the left column, by the start of its label. */
const option = (role: 'checkbox' | 'radio', label: string) =>
  within(sidebar()).getByRole(role, { name: new RegExp(`^${label}\\b`) });

describe('Course list page', () => {
  it('shows placeholder cards while loading, then the cards, with the title and breadcrumb', async () => {
    renderList('/course-list', [
      catalogMock({}, [cardCourse('a', { courseTitle: 'SEO Basics' }), cardCourse('b')]),
    ]);
    const loading = screen.getByRole('status', { name: 'Loading courses' });
    expect(loading).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('heading', { name: 'SEO Basics' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading courses' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Course List');
    const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Course List')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Check out course' })[0]).toHaveAttribute(
      'href',
      '/course/a',
    );
    expect(screen.getByText('Showing 2 of 2 courses')).toBeInTheDocument();
    expect(screen.queryByText(/Search:/)).not.toBeInTheDocument();
    expect(document.title).toBe('Courses | BrandCraft');
  });

  it('says "No ratings yet" on a card without ratings, and shows the stars otherwise', async () => {
    renderList('/course-list', [
      catalogMock({}, [
        cardCourse('a', { courseTitle: 'Rated', averageRating: 4, ratingCount: 3 }),
        cardCourse('b', { courseTitle: 'New', averageRating: 0, ratingCount: 0 }),
      ]),
    ]);
    const rated = (await screen.findByRole('heading', { name: 'Rated' })).closest('li')!;
    expect(
      within(rated).getByRole('img', { name: 'Rated 4 out of 5 from 3 ratings' }),
    ).toBeInTheDocument();
    const fresh = screen.getByRole('heading', { name: 'New' }).closest('li')!;
    expect(within(fresh).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(fresh).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('offers the server\'s "Did you mean" for a typo, keeping the filters, and none for a search it found', async () => {
    renderList('/course-list/instgram?price=FREE', [
      catalogMock(
        { search: 'instgram', filter: { price: 'FREE' } },
        [cardCourse('i', { courseTitle: 'Instagram Growth' })],
        {
          didYouMean: 'instagram',
        },
      ),
      catalogMock({ search: 'instagram', filter: { price: 'FREE' } }, [
        cardCourse('i', { courseTitle: 'Instagram Growth' }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Instagram Growth' })).toBeInTheDocument();
    const suggestion = screen.getByRole('link', { name: 'instagram' });
    expect(suggestion.closest('p')).toHaveTextContent(/^Did you mean instagram\?$/);
    await userEvent.setup().click(suggestion);
    expect(location()).toHaveTextContent(/^\/course-list\/instagram\?price=FREE$/);
    expect(await screen.findByText('Search: "instagram"')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('names the lectures whose captions hold the search, each opening that lecture', async () => {
    renderList('/course-list/hook', [
      catalogMock({ search: 'hook' }, [cardCourse('i', { courseTitle: 'Instagram Growth' })], {
        captionMatches: [{ courseId: 'i', lectureId: 'l-7', lectureTitle: 'Opening hooks' }],
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Said in a lecture' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      /^Opening hooks in Instagram Growth$/,
    );
    expect(within(section).getByRole('link', { name: 'Opening hooks' })).toHaveAttribute(
      'href',
      '/player/i?lecture=l-7',
    );
  });

  it('searches for the decoded route text, shows the chip, and clearing returns to /course-list', async () => {
    renderList('/course-list/Personal%20Brand', [
      catalogMock({ search: 'Personal Brand' }, [
        cardCourse('p', { courseTitle: 'Personal Branding 101' }),
      ]),
      catalogMock({}, [
        cardCourse('p', { courseTitle: 'Personal Branding 101' }),
        cardCourse('q', { courseTitle: 'Ads' }),
      ]),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Personal Branding 101' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Search: "Personal Brand"')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('Personal Brand');
    expect(document.title).toBe('Results for “Personal Brand” | BrandCraft');
    // With a search the default order is relevance.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('RELEVANCE');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toHaveTextContent(/^\/course-list$/);
    expect(screen.queryByText(/Search:/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ads' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('NEWEST');
  });

  it('shows the error message when the courses cannot be loaded', async () => {
    renderList('/course-list', [
      {
        request: catalogMock({}, []).request,
        result: { errors: [new GraphQLError('Catalog is down')] },
      },
    ]);
    expect(await screen.findByText('Catalog is down')).toBeInTheDocument();
  });

  it('navigates to /course-list/{text} on search, and to /course-list for empty text', async () => {
    renderList('/course-list', [
      catalogMock({}, []),
      catalogMock({ search: 'ads & seo' }, []),
      listMock({ sort: 'MOST_POPULAR', first: 4 }, [], { maxUsageCount: 5 }),
      categoryTreeMock(),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'ads & seo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent('/course-list/ads%20%26%20seo');
    expect(await screen.findByText('No courses found for "ads & seo"')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), '   {Enter}');
    expect(location()).toHaveTextContent(/^\/course-list$/);
  });

  it('loads the next page with Load more and keeps the first', async () => {
    renderList('/course-list', [
      catalogMock({}, [cardCourse('a'), cardCourse('b')], {
        hasNextPage: true,
        endCursor: 'cur-b',
        totalCount: 3,
        maxUsageCount: 1,
      }),
      // Without the counts: the first page's stay in the cache.
      listMock({ first, after: 'cur-b', withFacets: false }, [cardCourse('c')], { totalCount: 3 }),
    ]);
    expect(await screen.findByText('Showing 2 of 3 courses')).toBeInTheDocument();
    await waitFor(() => expect(option('checkbox', 'SEO')).toHaveAccessibleName('SEO (3)'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Course c' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course a' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(option('checkbox', 'SEO')).toHaveAccessibleName('SEO (3)');
  });

  it('cleans a long or tab-holding search from the list box, and reads a raw address the same way', async () => {
    const long = `${'a'.repeat(150)}\t${'b'.repeat(149)}`;
    const term = `${'a'.repeat(150)} ${'b'.repeat(49)}`;
    renderList('/course-list', [
      catalogMock({}, [cardCourse('z')]),
      catalogMock({ search: term }, [cardCourse('a', { courseTitle: 'Long match' })]),
    ]);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    fireEvent.change(box, { target: { value: long } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent(`/course-list/${encodeURIComponent(term)}`);
    expect(await screen.findByRole('heading', { name: 'Long match' })).toBeInTheDocument();
    expect(term).toHaveLength(200);
  });

  it('searches for the cleaned text of a hand-made address', async () => {
    renderList(`/course-list/${encodeURIComponent('  seo\tbasics  ')}`, [
      catalogMock({ search: 'seo basics' }, [cardCourse('s', { courseTitle: 'SEO basics' })]),
    ]);
    expect(await screen.findByRole('heading', { name: 'SEO basics' })).toBeInTheDocument();
    expect(screen.getByText('Search: "seo basics"')).toBeInTheDocument();
  });

  it('keeps the shown courses, marked busy, while the next list loads', async () => {
    renderList('/course-list', [
      catalogMock({}, [cardCourse('a', { courseTitle: 'Paid SEO' })], { totalCount: 1 }),
      // Answered late: the click and the checks after it must come first even on a loaded machine
      // (CI's 20 ms answer arrived before them once).
      {
        ...catalogMock({ filter: { price: 'FREE' } }, [cardCourse('f', { courseTitle: 'Free SEO' })]),
        delay: 2_000,
      },
    ]);
    await screen.findByRole('heading', { name: 'Paid SEO' });
    await waitFor(() => expect(option('radio', 'Free')).toBeEnabled());
    await choose(option('radio', 'Free'));
    expect(screen.getByRole('heading', { name: 'Paid SEO' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 course').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('status', { name: 'Loading courses' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Free SEO' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 course').parentElement).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });
});

describe('Course list filters and sort in the address', () => {
  const seoFree = { categories: ['seo'], price: 'FREE' as const };

  it('reads the filters and sort from the query parameters', async () => {
    renderList('/course-list?category=seo&price=free&rating=4&level=beginner&sort=HIGHEST_RATED', [
      catalogMock(
        { filter: { ...seoFree, minRating: 4, levels: ['BEGINNER'] }, sort: 'HIGHEST_RATED' },
        [cardCourse('s', { courseTitle: 'Free SEO' })],
      ),
      categoryTreeMock(),
    ]);
    expect(await screen.findByRole('heading', { name: 'Free SEO' })).toBeInTheDocument();
    await waitFor(() => expect(option('checkbox', 'SEO')).toBeChecked());
    expect(option('checkbox', 'Keyword Research')).not.toBeChecked();
    expect(option('radio', 'Free')).toBeChecked();
    expect(option('radio', '4 & up')).toBeChecked();
    expect(option('checkbox', 'Beginner')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('HIGHEST_RATED');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    for (const label of ['SEO', 'Free', '4 & up', 'Beginner'])
      expect(within(chips).getByRole('button', { name: `Remove filter: ${label}` })).toBeVisible();
    expect(within(chips).getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });

  it('shows each option’s count, and disables options with none unless chosen', async () => {
    renderList('/course-list?duration=SIX_TO_17_HOURS', [
      catalogMock({ filter: { durations: ['SIX_TO_17_HOURS'] } }, [cardCourse('a')]),
    ]);
    await screen.findByRole('heading', { name: 'Course a' });
    await waitFor(() => expect(option('checkbox', 'SEO')).toHaveAccessibleName('SEO (3)'));
    expect(option('checkbox', 'Keyword Research')).toHaveAccessibleName('Keyword Research (2)');
    expect(option('radio', 'Free')).toHaveAccessibleName('Free (2)');
    expect(option('checkbox', 'English')).toHaveAccessibleName('English (4)');
    // 0 courses: disabled, unless it is the chosen one.
    expect(option('checkbox', '3-6 hours')).toBeDisabled();
    expect(option('checkbox', '6-17 hours')).toBeEnabled();
    expect(option('checkbox', '6-17 hours')).toBeChecked();
    expect(option('checkbox', 'Advanced')).toBeDisabled();
    expect(option('radio', '4.5 & up')).toBeEnabled();
    // 3 & up is not offered.
    expect(within(sidebar()).queryByRole('radio', { name: /^3 & up/ })).not.toBeInTheDocument();
  });

  it('pushes each change to the history: Back and Forward restore the list', async () => {
    renderList('/course-list', [
      catalogMock({}, [
        cardCourse('a', { courseTitle: 'Paid SEO' }),
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
      catalogMock({ filter: { categories: ['seo'] } }, [
        cardCourse('a', { courseTitle: 'Paid SEO' }),
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
      catalogMock({ filter: seoFree }, [cardCourse('f', { courseTitle: 'Free SEO' })]),
      catalogMock({ filter: seoFree, sort: 'HIGHEST_RATED' }, [
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
      categoryTreeMock(),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Paid SEO' });
    await waitFor(() => expect(option('checkbox', 'SEO')).toBeEnabled());

    await choose(option('checkbox', 'SEO'));
    expect(location()).toHaveTextContent(/^\/course-list\?category=seo$/);
    await choose(option('radio', 'Free'));
    expect(location()).toHaveTextContent(/^\/course-list\?category=seo&price=free$/);
    expect(await screen.findByText('Showing 1 of 1 course')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paid SEO' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'HIGHEST_RATED');
    expect(location()).toHaveTextContent(
      /^\/course-list\?category=seo&price=free&sort=HIGHEST_RATED$/,
    );
    await screen.findByText('Showing 1 of 1 course');

    // Back: the sort goes, then Free; the earlier lists come from the cache.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toHaveTextContent(/^\/course-list\?category=seo&price=free$/);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('NEWEST');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toHaveTextContent(/^\/course-list\?category=seo$/);
    expect(await screen.findByRole('heading', { name: 'Paid SEO' })).toBeInTheDocument();
    expect(option('radio', 'Free')).not.toBeChecked();
    expect(option('radio', 'Any price')).toBeChecked();
    expect(option('checkbox', 'SEO')).toBeChecked();
  });

  it('removes one filter with its chip, and all with Clear all (the sort stays)', async () => {
    renderList('/course-list?category=seo&price=free&sort=MOST_POPULAR', [
      catalogMock({ filter: seoFree, sort: 'MOST_POPULAR' }, [cardCourse('f')]),
      catalogMock({ filter: { categories: ['seo'] }, sort: 'MOST_POPULAR' }, [cardCourse('f')]),
      catalogMock({ sort: 'MOST_POPULAR' }, [cardCourse('f')]),
      categoryTreeMock(),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Course f' });
    await user.click(screen.getByRole('button', { name: 'Remove filter: Free' }));
    expect(location()).toHaveTextContent(/^\/course-list\?category=seo&sort=MOST_POPULAR$/);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location()).toHaveTextContent(/^\/course-list\?sort=MOST_POPULAR$/);
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Course f' })).toBeInTheDocument();
  });

  it('keeps the filters when the search is cleared', async () => {
    renderList('/course-list/seo?price=free', [
      catalogMock({ search: 'seo', filter: { price: 'FREE' } }, [cardCourse('f')]),
      catalogMock({ filter: { price: 'FREE' } }, [cardCourse('f')]),
    ]);
    await screen.findByRole('heading', { name: 'Course f' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toHaveTextContent(/^\/course-list\?price=free$/);
  });

  it('on phones, applies filters chosen in the Filters drawer at once', async () => {
    renderList('/course-list?level=beginner', [
      catalogMock({ filter: { levels: ['BEGINNER'] } }, [cardCourse('a')]),
      catalogMock({ filter: { levels: ['BEGINNER'], categories: ['seo'] } }, [cardCourse('a')], {
        totalCount: 3,
      }),
      catalogMock({ filter: { levels: ['BEGINNER'], categories: ['seo'], price: 'FREE' } }, [
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
      categoryTreeMock(),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Course a' });
    await user.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: /^SEO/ })).toBeEnabled(),
    );
    expect(within(drawer).getByRole('checkbox', { name: /^Beginner/ })).toBeChecked();

    await choose(within(drawer).getByRole('checkbox', { name: /^SEO/ }));
    await choose(within(drawer).getByRole('radio', { name: /^Free/ }));
    // A draft: the address changes only on Apply.
    expect(location()).toHaveTextContent(/^\/course-list\?level=beginner$/);
    expect(await within(drawer).findByText('1 course')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));

    expect(location()).toHaveTextContent(/^\/course-list\?category=seo&price=free&level=beginner$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Free SEO' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeInTheDocument();
  });

  it('closing the drawer without Apply leaves the list as it was', async () => {
    renderList('/course-list', [
      catalogMock({}, [cardCourse('a')]),
      catalogMock({ filter: { price: 'PAID' } }, [cardCourse('a')]),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Course a' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: /^Paid/ })).toBeEnabled());
    await choose(within(drawer).getByRole('radio', { name: /^Paid/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/course-list$/);
  });

  it('without results: says so, offers Clear filters, popular courses and the categories', async () => {
    renderList('/course-list?price=free&level=advanced', [
      catalogMock({ filter: { price: 'FREE', levels: ['ADVANCED'] } }, [], { counts: facets() }),
      listMock({ sort: 'MOST_POPULAR', first: 4 }, [
        cardCourse('p1', { courseTitle: 'Most Loved' }),
        cardCourse('p2', { courseTitle: 'Runner Up' }),
      ]),
      categoryTreeMock(),
      catalogMock({}, [cardCourse('a', { courseTitle: 'Everything' })]),
    ]);
    expect(await screen.findByText('No courses match these filters')).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: 'Popular courses' });
    expect(await within(popular).findByRole('heading', { name: 'Most Loved' })).toBeInTheDocument();
    const categories = await screen.findByRole('region', { name: 'Browse categories' });
    expect(within(categories).getByRole('link', { name: 'SEO' })).toHaveAttribute(
      'href',
      '/category/seo',
    );
    expect(within(categories).getByRole('link', { name: 'Social Media' })).toBeInTheDocument();
    // Only top-level categories with courses.
    expect(within(categories).queryByRole('link', { name: 'Email Marketing' })).toBeNull();
    expect(within(categories).queryByRole('link', { name: 'Local SEO' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toHaveTextContent(/^\/course-list$/);
    expect(await screen.findByRole('heading', { name: 'Everything' })).toBeInTheDocument();
  });

  it('without results for a search and no filters, offers no Clear filters', async () => {
    renderList('/course-list/zzz', [
      catalogMock({ search: 'zzz' }, [], { counts: facets() }),
      listMock({ sort: 'MOST_POPULAR', first: 4 }, [cardCourse('p1')]),
      categoryTreeMock(),
    ]);
    expect(await screen.findByText('No courses found for "zzz"')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Popular courses' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers Clear filters beside the error when a filter is refused', async () => {
    renderList('/course-list?lang=Klingon', [
      {
        request: catalogMock({ filter: { languages: ['Klingon'] } }, []).request,
        result: { errors: [new GraphQLError('Language is not offered')] },
      },
      catalogMock({}, [cardCourse('a')]),
    ]);
    expect(await screen.findByText('Language is not offered')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toHaveTextContent(/^\/course-list$/);
    expect(await screen.findByRole('heading', { name: 'Course a' })).toBeInTheDocument();
  });

  it('leaves out categories the tree does not know, with a notice, instead of failing', async () => {
    renderList('/course-list?category=seo&category=gone', [
      categoryTreeMock(),
      catalogMock({ filter: { categories: ['seo'] } }, [cardCourse('s', { courseTitle: 'SEO' })]),
      catalogMock({}, [cardCourse('a', { courseTitle: 'Everything' })]),
    ]);
    expect(await screen.findByRole('heading', { name: 'SEO' })).toBeInTheDocument();
    expect(screen.getByText(/The category “gone” no longer exists/)).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).queryByRole('button', { name: 'Remove filter: gone' })).toBeNull();
    // The next change writes the address without it.
    await userEvent
      .setup()
      .click(within(chips).getByRole('button', { name: 'Remove filter: SEO' }));
    expect(location()).toHaveTextContent(/^\/course-list$/);
    expect(await screen.findByRole('heading', { name: 'Everything' })).toBeInTheDocument();
    expect(screen.queryByText(/no longer exists/)).not.toBeInTheDocument();
  });

  it('drops a sort that is the default for the search, and relevance without a search', async () => {
    renderList('/course-list?sort=RELEVANCE', [
      catalogMock({}, [cardCourse('a', { courseTitle: 'Newest first' })]),
      catalogMock({ search: 'seo' }, [cardCourse('s', { courseTitle: 'Most relevant' })]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Newest first' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('NEWEST');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'seo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Most relevant' })).toBeInTheDocument();
  });

  it('filters by a price range typed in, applied on Enter and on leaving the box', async () => {
    renderList('/course-list', [
      catalogMock({}, [cardCourse('a', { courseTitle: 'Any price' })]),
      catalogMock({ filter: { minPrice: 500 } }, [cardCourse('m', { courseTitle: 'From 500' })]),
      catalogMock({ filter: { minPrice: 500, maxPrice: 2000 } }, [
        cardCourse('r', { courseTitle: 'In range' }),
      ]),
      catalogMock({ filter: { maxPrice: 2000 } }, [cardCourse('x', { courseTitle: 'To 2000' })]),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Any price' });
    const min = within(sidebar()).getByRole('spinbutton', { name: 'Minimum price' });
    const max = within(sidebar()).getByRole('spinbutton', { name: 'Maximum price' });
    await user.type(min, '500{Enter}');
    expect(location()).toHaveTextContent(/^\/course-list\?minPrice=500$/);
    expect(await screen.findByRole('heading', { name: 'From 500' })).toBeInTheDocument();
    await user.type(max, '2000');
    expect(location()).toHaveTextContent(/^\/course-list\?minPrice=500$/);
    await user.tab();
    expect(location()).toHaveTextContent(/^\/course-list\?minPrice=500&maxPrice=2000$/);
    expect(await screen.findByRole('heading', { name: 'In range' })).toBeInTheDocument();

    // A negative amount is not taken: the box shows the value in force again.
    await user.clear(min);
    await user.type(min, '-5{Enter}');
    expect(min).toHaveValue(500);
    expect(location()).toHaveTextContent(/^\/course-list\?minPrice=500&maxPrice=2000$/);

    const chips = screen.getByRole('group', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: /^Remove filter: Min .*500/ }));
    expect(location()).toHaveTextContent(/^\/course-list\?maxPrice=2000$/);
    expect(min).toHaveValue(null);
    expect(await screen.findByRole('heading', { name: 'To 2000' })).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: /^Remove filter: Max .*2,000/ }),
    ).toBeVisible();
  });

  it('starts the drawer’s draft again when Back changes the address under it', async () => {
    renderList('/course-list', [
      catalogMock({}, [cardCourse('a')]),
      catalogMock({ filter: { price: 'PAID' } }, [cardCourse('p')]),
      catalogMock({ filter: { price: 'FREE' } }, [cardCourse('f')]),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Course a' });
    await waitFor(() => expect(option('radio', 'Paid')).toBeEnabled());
    await choose(option('radio', 'Paid'));
    expect(location()).toHaveTextContent(/^\/course-list\?price=paid$/);
    await screen.findByRole('heading', { name: 'Course p' });

    await user.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: /^Free/ })).toBeEnabled());
    await choose(within(drawer).getByRole('radio', { name: /^Free/ }));
    act(() => screen.getByRole('button', { name: 'Browser back', hidden: true }).click());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/course-list$/));
    // The draft is the list's again: Apply changes nothing.
    await waitFor(() =>
      expect(within(drawer).getByRole('radio', { name: /^Any price/ })).toBeChecked(),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(location()).toHaveTextContent(/^\/course-list$/);
  });
});
