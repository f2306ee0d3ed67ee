import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { RecordVisitDocument } from '../../site/site.generated';
import type { Role } from '../../../generated/types';
import EducatorLayout from '../../../pages/educator/EducatorLayout';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { resetRecordedVisit } from '../../site/recordVisitOnce';
import { findToast } from '../../../test/findToast';
import { signedIn } from '../test/fixtures';

const visits: MockedResponse = {
  request: { query: RecordVisitDocument },
  result: { data: { recordVisit: 1234 } },
};

function renderArea(route: string, role: Role = 'EDUCATOR') {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/educator" element={<EducatorLayout />}>
        <Route index element={<p>dashboard page</p>} />
        <Route path="my-courses" element={<p>my courses page</p>} />
        <Route path="edit-course/:id" element={<p>edit page</p>} />
      </Route>
    </Routes>,
    { route, mocks: [signedIn(role), visits] },
  );
  return userEvent.setup();
}

beforeEach(() => resetRecordedVisit());

describe('Educator layout', () => {
  it('greets the educator and shows the logo, visitor badge, profile image and footer links', async () => {
    renderArea('/educator');
    expect(await screen.findByText('Hi! Aarav Sharma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BrandCraft home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText(/1,234 visitors/)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'BrandCraft on LinkedIn' }),
    ).toBeInTheDocument();
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
  });

  it('links the six educator pages and marks the current one', async () => {
    const user = renderArea('/educator');
    const nav = await screen.findByRole('navigation', { name: 'Educator' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/educator'],
      ['Add Course', '/educator/add-course'],
      ['My Courses', '/educator/my-courses'],
      ['Students Enrolled', '/educator/student-enrolled'],
      ['Reviews', '/educator/reviews'],
      ['Questions', '/educator/questions'],
      ['Coupons', '/educator/coupons'],
      ['Analytics', '/educator/analytics'],
      ['Webhooks', '/educator/webhooks'],
      ['Mentoring', '/educator/mentoring'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'My Courses' }));
    expect(await screen.findByText('my courses page')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the sidebar to an admin, who is admitted to the educator area', async () => {
    renderArea('/educator', 'ADMIN');
    expect(await screen.findByText('Hi! Aarav Sharma')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Educator' })).toBeInTheDocument();
  });

  it('logs out and returns home', async () => {
    const user = renderArea('/educator/my-courses');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(await findToast('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('shows on a phone that the tabs scroll, and scrolls them from the arrows', async () => {
    // jsdom lays nothing out: give the tab row a phone's width and more tabs than fit.
    const sizes = { clientWidth: 390, scrollWidth: 640 };
    const restore = Object.entries(sizes).map(([key, value]) => {
      const spy = jest.spyOn(HTMLElement.prototype, key as keyof typeof sizes, 'get');
      spy.mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('aria-label') === 'Educator' ? value : 0;
      });
      return spy;
    });
    const scrollBy = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
      this.scrollLeft += options.left ?? 0;
      this.dispatchEvent(new Event('scroll'));
    });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was below
    const jsdomScrollBy = Element.prototype.scrollBy;
    Element.prototype.scrollBy = scrollBy as unknown as Element['scrollBy'];
    try {
      const user = renderArea('/educator');
      const nav = await screen.findByRole('navigation', { name: 'Educator' });
      const forward = await screen.findByRole('button', { name: 'Scroll tabs forward' });
      expect(screen.queryByRole('button', { name: 'Scroll tabs back' })).toBeNull();
      // Not a tab stop of its own: every tab is a link the keyboard reaches.
      expect(forward).toHaveAttribute('tabindex', '-1');
      const before = nav.scrollLeft;
      await user.click(forward);
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 390 * 0.8 }));
      expect(nav.scrollLeft - before).toBe(312);
      expect(await screen.findByRole('button', { name: 'Scroll tabs back' })).toBeInTheDocument();
    } finally {
      restore.forEach((spy) => spy.mockRestore());
      Element.prototype.scrollBy = jsdomScrollBy;
    }
  });
});
