import { MockedProvider } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '../apollo/cache';
import CourseListPage from './CourseListPage';
import { renderWithProviders } from '../test/renderWithProviders';
import { system } from '../theme';
import { AuthProvider } from '../features/auth/AuthProvider';
import { COURSE_PAGE_SIZE } from '../features/courses/CourseResults';
import { cardCourse, coursesMock } from '../features/courses/test/courseFixtures';

const first = COURSE_PAGE_SIZE;

const routes = (
  <Routes>
    <Route path="/course-list" element={<CourseListPage />} />
    <Route path="/course-list/:input" element={<CourseListPage />} />
  </Routes>
);

const location = () => screen.getByTestId('location');

describe('Course list page', () => {
  it('shows a loading indicator, then the cards, with the title and breadcrumb', async () => {
    renderWithProviders(routes, {
      route: '/course-list',
      mocks: [
        coursesMock({ first }, [cardCourse('a', { courseTitle: 'SEO Basics' }), cardCourse('b')]),
      ],
    });
    expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();

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
    expect(screen.queryByText(/Search:/)).not.toBeInTheDocument();
  });

  it('searches for the decoded route text, shows the chip, and clearing returns to /course-list', async () => {
    renderWithProviders(routes, {
      route: '/course-list/Personal%20Brand',
      mocks: [
        coursesMock({ search: 'Personal Brand', first }, [
          cardCourse('p', { courseTitle: 'Personal Branding 101' }),
        ]),
        coursesMock({ first }, [
          cardCourse('p', { courseTitle: 'Personal Branding 101' }),
          cardCourse('q', { courseTitle: 'Ads' }),
        ]),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Personal Branding 101' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Search: "Personal Brand"')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('Personal Brand');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toHaveTextContent(/^\/course-list$/);
    expect(screen.queryByText(/Search:/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ads' })).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    renderWithProviders(routes, {
      route: '/course-list/zzz',
      mocks: [coursesMock({ search: 'zzz', first }, [])],
    });
    expect(await screen.findByText('No courses found for "zzz"')).toBeInTheDocument();
  });

  it('shows the error message when the courses cannot be loaded', async () => {
    renderWithProviders(routes, {
      route: '/course-list',
      mocks: [
        {
          request: coursesMock({ first }, []).request,
          result: { errors: [new GraphQLError('Catalog is down')] },
        },
      ],
    });
    expect(await screen.findByText('Catalog is down')).toBeInTheDocument();
  });

  it('navigates to /course-list/{text} on search, and to /course-list for empty text', async () => {
    renderWithProviders(routes, {
      route: '/course-list',
      mocks: [
        coursesMock({ first }, []),
        coursesMock({ search: 'ads & seo', first }, []),
        coursesMock({ first }, []),
      ],
    });
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
    function Probe() {
      return <output data-testid="location">{useLocation().pathname}</output>;
    }
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          cache={createCache()}
          mocks={[
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
          ]}
        >
          <AuthProvider>
            <MemoryRouter initialEntries={['/course-list']}>
              {routes}
              <Probe />
            </MemoryRouter>
          </AuthProvider>
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText('Showing 2 of 3 courses')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Course c' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course a' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
