import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { courseListPath as courseSearchPath } from '../courses/courseListPath';
import { HeroSearchForm } from './HeroSearchForm';

afterEach(() => jest.restoreAllMocks());

/** Pretend the viewport is wide: every min-width query matches. */
function desktopViewport() {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('HeroSearchForm', () => {
  it('navigates to /course-list/{text}, URI-encoded', async () => {
    renderWithProviders(<HeroSearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'SEO & ads/2025');
    await user.click(screen.getByRole('button', { name: 'Search Courses' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/course-list/${encodeURIComponent('SEO & ads/2025')}`,
    );
  });

  it('submits with Enter', async () => {
    renderWithProviders(<HeroSearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search courses...'), 'branding{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/course-list\/branding$/);
  });

  it('does not block empty text: it opens the whole course list', async () => {
    renderWithProviders(<HeroSearchForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search Courses' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/course-list$/);
  });

  it('reads "Search Courses" on small screens and "Search" on wide ones, never both', async () => {
    const { unmount } = renderWithProviders(<HeroSearchForm />);
    expect(await screen.findAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button')).toHaveTextContent(/^Search Courses$/);
    unmount();

    desktopViewport();
    renderWithProviders(<HeroSearchForm />);
    expect(await screen.findAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button')).toHaveTextContent(/^Search$/);
  });

  it('maps text to paths', () => {
    expect(courseSearchPath('')).toBe('/course-list');
    expect(courseSearchPath('   ')).toBe('/course-list');
    expect(courseSearchPath(' reels ')).toBe('/course-list/reels');
    expect(courseSearchPath('a b?')).toBe('/course-list/a%20b%3F');
  });
});
