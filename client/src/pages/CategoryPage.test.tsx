import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes, useLocation } from 'react-router-dom';
import CategoryPage from './CategoryPage';
import { renderWithProviders } from '../test/renderWithProviders';
import { cardCourse } from '../features/courses/test/courseFixtures';
import {
  catalogMock,
  categoryTreeMock,
  facets,
  listMock,
} from '../features/discovery/test/discoveryFixtures';
import { CategoryTreeDocument } from '../features/discovery/category.generated';

/** The whole address (renderWithProviders' probe shows only the path). */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const routes = (
  <>
    <Routes>
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/course-list" element={<p>All courses</p>} />
    </Routes>
    <SearchProbe />
  </>
);

/** See CourseListPage.test.tsx: a Chakra checkbox or radio click with its microtasks in one act. */
const choose = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });

describe('Category page', () => {
  it('heads a top-level category with its name, breadcrumb, subcategory chips and its courses', async () => {
    renderWithProviders(routes, {
      route: '/category/seo',
      appCache: true,
      mocks: [
        categoryTreeMock(),
        catalogMock({ filter: { categories: ['seo'] } }, [
          cardCourse('k', { courseTitle: 'Keyword Research 101' }),
          cardCourse('l', { courseTitle: 'Local SEO' }),
        ]),
      ],
    });
    // The courses are asked for at once; the heading waits for the tree, never for them.
    expect(screen.getByRole('status', { name: 'Loading category' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'SEO' })).toBeInTheDocument();
    expect(document.title).toBe('SEO courses | BrandCraft');

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/course-list',
    );
    expect(within(breadcrumb).getByText('SEO')).toHaveAttribute('aria-current', 'page');

    const chips = screen.getByRole('navigation', { name: 'Subcategories of SEO' });
    expect(within(chips).getByRole('link', { name: 'Keyword Research (2)' })).toHaveAttribute(
      'href',
      '/category/keyword-research',
    );
    expect(within(chips).getByRole('link', { name: 'Local SEO (1)' })).toBeInTheDocument();
    // Without courses: no chip.
    expect(within(chips).queryByRole('link', { name: /Technical SEO/ })).not.toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: 'Keyword Research 101' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 courses')).toBeInTheDocument();
    // The category is the page's: no category filter, no chip for it.
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await waitFor(() =>
      expect(within(filters).getByRole('radio', { name: /^Free/ })).toBeEnabled(),
    );
    expect(within(filters).queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('names a subcategory under its parent and filters within it through the address', async () => {
    renderWithProviders(routes, {
      route: '/category/local-seo?sort=HIGHEST_RATED',
      appCache: true,
      mocks: [
        categoryTreeMock(),
        catalogMock({ filter: { categories: ['local-seo'] }, sort: 'HIGHEST_RATED' }, [
          cardCourse('l', { courseTitle: 'Local SEO Basics' }),
        ]),
        catalogMock(
          { filter: { categories: ['local-seo'], price: 'FREE' }, sort: 'HIGHEST_RATED' },
          [cardCourse('f', { courseTitle: 'Free Local SEO' })],
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Local SEO' })).toBeInTheDocument();
    expect(document.title).toBe('Local SEO courses | BrandCraft');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Courses', '/course-list'],
      ['SEO', '/category/seo'],
      ['Local SEO', null],
    ]);
    expect(within(breadcrumb).getByText('Local SEO')).toHaveAttribute('aria-current', 'page');
    const siblings = screen.getByRole('navigation', { name: 'More in SEO' });
    expect(within(siblings).getByRole('link', { name: 'Local SEO (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { name: 'Local SEO Basics' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('HIGHEST_RATED');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await waitFor(() =>
      expect(within(filters).getByRole('radio', { name: /^Free/ })).toBeEnabled(),
    );
    await choose(within(filters).getByRole('radio', { name: /^Free/ }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?price=free&sort=HIGHEST_RATED$/);
    expect(await screen.findByRole('heading', { name: 'Free Local SEO' })).toBeInTheDocument();
  });

  it('offers Clear filters and other categories when nothing in it matches', async () => {
    renderWithProviders(routes, {
      route: '/category/social-media?level=advanced',
      appCache: true,
      mocks: [
        categoryTreeMock(),
        catalogMock({ filter: { categories: ['social-media'], levels: ['ADVANCED'] } }, [], {
          counts: facets(),
        }),
        listMock({ sort: 'MOST_POPULAR', first: 4 }, [cardCourse('p', { courseTitle: 'Top' })]),
      ],
    });
    expect(await screen.findByText('No courses match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    const categories = await screen.findByRole('region', { name: 'Browse categories' });
    expect(within(categories).getByRole('link', { name: 'SEO' })).toHaveAttribute(
      'href',
      '/category/seo',
    );
  });

  it('says when there is no such category', async () => {
    renderWithProviders(routes, {
      route: '/category/no-such-thing',
      mocks: [
        categoryTreeMock(),
        {
          request: catalogMock({ filter: { categories: ['no-such-thing'] } }, []).request,
          result: { errors: [new GraphQLError('Unknown category: no-such-thing')] },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Category not found | BrandCraft');
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/course-list',
    );
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Social Media' })).toHaveAttribute(
      'href',
      '/category/social-media',
    );
  });

  it('shows the error when the categories cannot be loaded', async () => {
    renderWithProviders(routes, {
      route: '/category/seo',
      mocks: [
        {
          request: { query: CategoryTreeDocument },
          result: { errors: [new GraphQLError('Down')] },
        },
        catalogMock({ filter: { categories: ['seo'] } }, [
          cardCourse('s', { courseTitle: 'Still here' }),
        ]),
      ],
    });
    expect(await screen.findByText('Down')).toBeInTheDocument();
    // The courses do not depend on the tree.
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });
});
