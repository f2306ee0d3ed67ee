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
import { COURSE_PAGE_SIZE } from '../features/courses/CourseResults';
import { cardCourse, coursesMock } from '../features/courses/test/courseFixtures';
import {
  categoryTreeMock,
  facets,
  facetsMock,
  listMock,
  someFacets,
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
      coursesMock({ first }, [cardCourse('a', { courseTitle: 'SEO Basics' }), cardCourse('b')]),
      facetsMock({}),
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
      coursesMock({ first }, [
        cardCourse('a', { courseTitle: 'Rated', averageRating: 4, ratingCount: 3 }),
        cardCourse('b', { courseTitle: 'New', averageRating: 0, ratingCount: 0 }),
      ]),
      facetsMock({}),
    ]);
    const rated = (await screen.findByRole('heading', { name: 'Rated' })).closest('li')!;
    expect(
      within(rated).getByRole('img', { name: 'Rated 4 out of 5 from 3 ratings' }),
    ).toBeInTheDocument();
    const fresh = screen.getByRole('heading', { name: 'New' }).closest('li')!;
    expect(within(fresh).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(fresh).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('searches for the decoded route text, shows the chip, and clearing returns to /course-list', async () => {
    renderList('/course-list/Personal%20Brand', [
      coursesMock({ search: 'Personal Brand', first }, [
        cardCourse('p', { courseTitle: 'Personal Branding 101' }),
      ]),
      facetsMock({ search: 'Personal Brand' }),
      coursesMock({ first }, [
        cardCourse('p', { courseTitle: 'Personal Branding 101' }),
        cardCourse('q', { courseTitle: 'Ads' }),
      ]),
      facetsMock({}),
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
        request: coursesMock({ first }, []).request,
        result: { errors: [new GraphQLError('Catalog is down')] },
      },
      facetsMock({}),
    ]);
    expect(await screen.findByText('Catalog is down')).toBeInTheDocument();
  });

  it('navigates to /course-list/{text} on search, and to /course-list for empty text', async () => {
    renderList('/course-list', [
      coursesMock({ first }, []),
      coursesMock({ search: 'ads & seo', first }, []),
      coursesMock({ first }, []),
      facetsMock({}),
      facetsMock({ search: 'ads & seo' }),
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
      coursesMock({ first }, [cardCourse('a'), cardCourse('b')], {
        hasNextPage: true,
        endCursor: 'cur-b',
        totalCount: 3,
      }),
      coursesMock({ first, after: 'cur-b' }, [cardCourse('c')], {
        hasNextPage: false,
        endCursor: 'cur-c',
        totalCount: 3,
      }),
      facetsMock({}),
    ]);
    expect(await screen.findByText('Showing 2 of 3 courses')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Course c' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course a' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('Course list filters and sort in the address', () => {
  const seoFree = { categories: ['seo'], price: 'FREE' as const };

  it('reads the filters and sort from the query parameters', async () => {
    renderList('/course-list?category=seo&price=free&rating=4&level=beginner&sort=HIGHEST_RATED', [
      listMock(
        {
          first,
          filter: { ...seoFree, minRating: 4, levels: ['BEGINNER'] },
          sort: 'HIGHEST_RATED',
        },
        [cardCourse('s', { courseTitle: 'Free SEO' })],
      ),
      facetsMock({ filter: { ...seoFree, minRating: 4, levels: ['BEGINNER'] } }),
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
      listMock({ first, filter: { durations: ['SIX_TO_17_HOURS'] } }, [cardCourse('a')]),
      facetsMock({ filter: { durations: ['SIX_TO_17_HOURS'] } }),
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
      coursesMock({ first }, [
        cardCourse('a', { courseTitle: 'Paid SEO' }),
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
      facetsMock({}),
      listMock({ first, filter: { categories: ['seo'] } }, [
        cardCourse('a', { courseTitle: 'Paid SEO' }),
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
      facetsMock({ filter: { categories: ['seo'] } }),
      listMock({ first, filter: seoFree }, [cardCourse('f', { courseTitle: 'Free SEO' })]),
      facetsMock({ filter: seoFree }),
      listMock({ first, filter: seoFree, sort: 'HIGHEST_RATED' }, [
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
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
      listMock({ first, filter: seoFree, sort: 'MOST_POPULAR' }, [cardCourse('f')]),
      facetsMock({ filter: seoFree }),
      listMock({ first, filter: { categories: ['seo'] }, sort: 'MOST_POPULAR' }, [cardCourse('f')]),
      facetsMock({ filter: { categories: ['seo'] } }),
      listMock({ first, sort: 'MOST_POPULAR' }, [cardCourse('f')]),
      facetsMock({}),
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
      listMock({ search: 'seo', first, filter: { price: 'FREE' } }, [cardCourse('f')]),
      facetsMock({ search: 'seo', filter: { price: 'FREE' } }),
      listMock({ first, filter: { price: 'FREE' } }, [cardCourse('f')]),
      facetsMock({ filter: { price: 'FREE' } }),
    ]);
    await screen.findByRole('heading', { name: 'Course f' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toHaveTextContent(/^\/course-list\?price=free$/);
  });

  it('on phones, applies filters chosen in the Filters drawer at once', async () => {
    renderList('/course-list?level=beginner', [
      listMock({ first, filter: { levels: ['BEGINNER'] } }, [cardCourse('a')]),
      facetsMock({ filter: { levels: ['BEGINNER'] } }),
      facetsMock({ filter: { levels: ['BEGINNER'], categories: ['seo'] } }, someFacets(), 3),
      facetsMock(
        { filter: { levels: ['BEGINNER'], categories: ['seo'], price: 'FREE' } },
        someFacets(),
        1,
      ),
      listMock({ first, filter: { levels: ['BEGINNER'], categories: ['seo'], price: 'FREE' } }, [
        cardCourse('f', { courseTitle: 'Free SEO' }),
      ]),
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
      coursesMock({ first }, [cardCourse('a')]),
      facetsMock({}),
      facetsMock({ filter: { price: 'PAID' } }),
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
      listMock({ first, filter: { price: 'FREE', levels: ['ADVANCED'] } }, []),
      facetsMock({ filter: { price: 'FREE', levels: ['ADVANCED'] } }, facets(), 0),
      listMock({ sort: 'MOST_POPULAR', first: 4 }, [
        cardCourse('p1', { courseTitle: 'Most Loved' }),
        cardCourse('p2', { courseTitle: 'Runner Up' }),
      ]),
      categoryTreeMock(),
      coursesMock({ first }, [cardCourse('a', { courseTitle: 'Everything' })]),
      facetsMock({}),
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
      coursesMock({ search: 'zzz', first }, []),
      facetsMock({ search: 'zzz' }, facets(), 0),
      listMock({ sort: 'MOST_POPULAR', first: 4 }, [cardCourse('p1')]),
      categoryTreeMock(),
    ]);
    expect(await screen.findByText('No courses found for "zzz"')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Popular courses' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers Clear filters beside the error when a filter is refused (an unknown category)', async () => {
    renderList('/course-list?category=nope', [
      {
        request: listMock({ first, filter: { categories: ['nope'] } }, []).request,
        result: { errors: [new GraphQLError('Unknown category: nope')] },
      },
      {
        request: facetsMock({ filter: { categories: ['nope'] } }).request,
        result: { errors: [new GraphQLError('Unknown category: nope')] },
      },
      coursesMock({ first }, [cardCourse('a')]),
      facetsMock({}),
    ]);
    expect(await screen.findByText('Unknown category: nope')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toHaveTextContent(/^\/course-list$/);
    expect(await screen.findByRole('heading', { name: 'Course a' })).toBeInTheDocument();
  });
});
