import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { cardCourse } from '../features/courses/test/courseFixtures';
import { InstructorProfileDocument } from '../features/discovery/instructor.generated';
import { renderWithProviders } from '../test/renderWithProviders';
import InstructorPage from './InstructorPage';

const routes = (
  <Routes>
    <Route path="/instructor/:id" element={<InstructorPage />} />
  </Routes>
);

function instructor(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Instructor',
    id: 'edu-1',
    name: 'Neha Kapoor',
    imageUrl: '/uploads/neha.png',
    headline: 'Personal branding coach',
    bio: 'First paragraph about <b>Neha</b>.\nStill the first.\n\nSecond paragraph.',
    links: ['https://neha.example/', 'https://www.linkedin.example/in/neha', 'javascript:alert(1)'],
    totalStudents: 1520,
    averageRating: 4.56,
    ratingCount: 48,
    reviewCount: 31,
    courses: [
      cardCourse('c1', { courseTitle: 'Personal Branding Masterclass' }),
      cardCourse('c2', { courseTitle: 'LinkedIn Growth' }),
    ],
    ...overrides,
  };
}

const instructorMock = (id: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: InstructorProfileDocument, variables: { id } },
  result,
  delay: 20,
});

function renderInstructor(
  id = 'edu-1',
  result: MockedResponse['result'] = { data: { instructor: instructor() } },
) {
  return renderWithProviders(routes, {
    route: `/instructor/${id}`,
    mocks: [instructorMock(id, result)],
  });
}

describe('Instructor page', () => {
  it('shows a skeleton while loading, then the name, headline and photo, titled by the name', async () => {
    renderInstructor();
    expect(screen.getByRole('status', { name: 'Loading instructor' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('headline')).toHaveTextContent('Personal branding coach');
    expect(document.title).toBe('Neha Kapoor | BrandCraft');
  });

  it('shows total students, the average with one decimal and stars, and the number of reviews', async () => {
    renderInstructor();
    await screen.findByRole('heading', { level: 1 });
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling]),
    );
    expect(figures['Total students']).toHaveTextContent('1,520');
    expect(figures['Reviews']).toHaveTextContent('31');
    expect(
      within(figures['Average rating'] as HTMLElement).getByRole('img', {
        name: 'Rated 4.6 out of 5 from 48 ratings',
      }),
    ).toHaveTextContent('4.6');
    const stars = (figures['Average rating'] as HTMLElement).querySelectorAll('[data-star-fill]');
    expect([...stars].map((star) => Number(star.getAttribute('data-star-fill')))).toEqual([
      1, 1, 1, 1, 0.56,
    ]);
  });

  it('says "No ratings yet" rather than 0.0 and empty stars before the first rating', async () => {
    renderInstructor('edu-1', {
      data: { instructor: instructor({ averageRating: 0, ratingCount: 0, reviewCount: 0 }) },
    });
    await screen.findByRole('heading', { level: 1 });
    const average = screen.getByText('Average rating').nextElementSibling as HTMLElement;
    expect(average).toHaveTextContent('No ratings yet');
    expect(within(average).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the bio as plain-text paragraphs, never as HTML', async () => {
    renderInstructor();
    const about = await screen.findByRole('region', { name: 'About me' });
    const paragraphs = within(about).getAllByText(/paragraph/);
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'First paragraph about <b>Neha</b>.\nStill the first.',
      'Second paragraph.',
    ]);
    expect(about.querySelector('b')).toBeNull();
  });

  it('links out with rel="noopener noreferrer nofollow" in a new tab, http(s) links only', async () => {
    renderInstructor();
    await screen.findByRole('heading', { level: 1 });
    const links = within(screen.getByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://neha.example/',
      'https://www.linkedin.example/in/neha',
    ]);
    expect(links[0]).toHaveAccessibleName('neha.example (opens in a new tab)');
    expect(links[1]).toHaveAccessibleName('linkedin.example/in/neha (opens in a new tab)');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
  });

  it('lists their courses as cards', async () => {
    renderInstructor();
    const courses = await screen.findByRole('region', { name: 'My courses (2)' });
    expect(
      within(courses)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Personal Branding Masterclass', 'LinkedIn Growth']);
    expect(within(courses).getAllByRole('link', { name: 'Check out course' })[1]).toHaveAttribute(
      'href',
      '/course/c2',
    );
  });

  it('leaves out the bio and links when there are none', async () => {
    renderInstructor('edu-1', {
      data: { instructor: instructor({ headline: '', bio: '', links: [] }) },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'About me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Links' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('headline')).not.toBeInTheDocument();
  });

  it("says 'Instructor not found' for an unknown id", async () => {
    renderInstructor('nobody', {
      errors: [new GraphQLError('Instructor not found', { extensions: { code: 'NOT_FOUND' } })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instructor not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/course-list',
    );
    expect(document.title).toBe('Instructor not found | BrandCraft');
  });

  it('shows the message of any other failure', async () => {
    renderInstructor('edu-1', { errors: [new GraphQLError('Database unavailable')] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not load this instructor' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
