import { NETWORK_FAILURE } from '../../lib/errorMessage';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { CoursesDocument } from '../courses/courses.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CourseShowcase } from './CourseShowcase';

const course = (n: number) => ({
  __typename: 'Course',
  id: `c${n}`,
  courseTitle: `Course number ${n}`,
  courseThumbnail: `/uploads/c${n}.png`,
  thumbnailSources: [],
  coursePrice: 999,
  discount: 0,
  netPrice: 999,
  averageRating: 4,
  ratingCount: 10,
  enrolledStudentsCount: 20,
  inWishlist: false,
  educator: { __typename: 'Educator', id: 'e1', name: 'Aarav Mehta' },
});

function coursesMock(result: Pick<MockedResponse, 'result' | 'error'>): MockedResponse {
  return { request: { query: CoursesDocument, variables: { first: 4 } }, delay: 20, ...result };
}

const fourCourses = coursesMock({
  result: {
    data: {
      courses: {
        __typename: 'CourseConnection',
        totalCount: 9,
        pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'c4' },
        nodes: [1, 2, 3, 4].map(course),
      },
    },
  },
});

describe('CourseShowcase', () => {
  it('is the #courses target and loads the first 4 courses, badged in order', async () => {
    const { container } = renderWithProviders(<CourseShowcase />, { mocks: [fourCourses] });
    expect(container.querySelector('section#courses')).not.toBeNull();
    expect(screen.getByText('Loading courses...')).toBeInTheDocument();

    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((t) => t.textContent)).toEqual([1, 2, 3, 4].map((n) => `Course number ${n}`));
    const cards = screen.getAllByRole('listitem');
    expect(
      cards.map(
        (card) => within(card).getByText(/^(Popular|New|Trending|Best Seller)$/).textContent,
      ),
    ).toEqual(['Popular', 'New', 'Trending', 'Best Seller']);
    expect(screen.queryByText('Loading courses...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore All Courses/ })).toHaveAttribute(
      'href',
      '/course-list',
    );
  });

  it('shows an error when the courses cannot load', async () => {
    renderWithProviders(<CourseShowcase />, {
      mocks: [coursesMock({ error: new Error('Server unreachable') })],
    });
    expect(await screen.findByText(NETWORK_FAILURE)).toBeInTheDocument();
    expect(screen.queryByText('Loading courses...')).not.toBeInTheDocument();
  });
});
