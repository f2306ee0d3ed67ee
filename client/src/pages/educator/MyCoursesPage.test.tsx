import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeleteCourseDocument,
  EducatorCoursesDocument,
} from '../../features/educator/educator.generated';
import { PublishCourseDocument } from '../../features/educator/publishing/publishing.generated';
import { t as courseEditorText } from '../../features/educator/courseEditor.i18n';
import MyCoursesPage from './MyCoursesPage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { findToast } from '../../test/findToast';
import { educatorCourse } from '../../features/educator/test/fixtures';

const PUBLISHED_MESSAGE = courseEditorText('courseEditor.publishing.publishedToast');

const branding = educatorCourse({});
const seo = educatorCourse({
  id: 'c2',
  courseTitle: 'SEO Sprint',
  coursePrice: 0,
  discount: 0,
  netPrice: 0,
  earnings: 0,
  netSales: 0,
  enrolledStudentsCount: 0,
});

const coursesMock = (courses: ReturnType<typeof educatorCourse>[]): MockedResponse => ({
  request: { query: EducatorCoursesDocument },
  result: { data: { educatorCourses: courses } },
});

function deleteMock(
  id: string,
  outcome: 'DELETED' | 'ARCHIVED',
  message: string,
  calls: string[],
): MockedResponse {
  return {
    request: { query: DeleteCourseDocument, variables: { id } },
    result: () => {
      calls.push(id);
      return {
        data: { deleteCourse: { __typename: 'DeleteCourseResult', outcome, message } },
      };
    },
  };
}

/** jsdom matches no media query, so the page shows phone cards unless md is made to match. */
function atWidth(desktop: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
afterEach(() => jest.restoreAllMocks());

describe('My Courses page', () => {
  it('lists the courses in a table on wide screens', async () => {
    atWidth(true);
    renderWithProviders(<MyCoursesPage />, { mocks: [coursesMock([branding, seo])] });
    const table = await screen.findByRole('table', { name: 'My Courses' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Personal Branding 101');
    expect(first).toHaveTextContent('₹800.00');
    expect(first).toHaveTextContent('₹1,000.00');
    // The spec's Earnings in whole rupees, beside the exact net sales, each named.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(2, 4)).toEqual(['Earnings', 'Net sales']);
    const cells = within(first).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('₹2,400.00');
    expect(cells[3]).toHaveTextContent('₹2,400.60');
    expect(
      screen.getByText(/^Earnings: net sales in whole rupees, as the spec counts earnings\./),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('4 Mar 2025');
    expect(second).toHaveTextContent('SEO Sprint');
    expect(within(first).getByRole('link', { name: 'Edit Personal Branding 101' })).toHaveAttribute(
      'href',
      '/educator/edit-course/c1',
    );
  });

  it('shows cards on phones', async () => {
    atWidth(false);
    renderWithProviders(<MyCoursesPage />, { mocks: [coursesMock([branding])] });
    const list = await screen.findByRole('list', { name: 'My Courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('marks drafts, publishes one on request, and links each course to its preview as a student', async () => {
    atWidth(true);
    const draft = { ...seo, isPublished: false };
    const published: string[] = [];
    renderWithProviders(<MyCoursesPage />, {
      mocks: [
        coursesMock([branding, draft]),
        {
          request: { query: PublishCourseDocument, variables: { id: 'c2' } },
          result: () => {
            published.push('c2');
            return {
              data: { publishCourse: { __typename: 'Course', id: 'c2', isPublished: true } },
            };
          },
        },
        coursesMock([branding, { ...draft, isPublished: true }]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'My Courses' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Unpublish Personal Branding 101' }),
    ).toBeInTheDocument();
    expect(
      within(second).getByRole('link', { name: 'Preview SEO Sprint as a student' }),
    ).toHaveAttribute('href', '/course/c2?preview=student');

    await userEvent
      .setup()
      .click(within(second).getByRole('button', { name: 'Publish SEO Sprint' }));
    expect(await findToast(PUBLISHED_MESSAGE)).toHaveAttribute('data-type', 'success');
    expect(published).toEqual(['c2']);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Published'),
    );
  });

  it('says when there are no courses yet', async () => {
    renderWithProviders(<MyCoursesPage />, { mocks: [coursesMock([])] });
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Course' })).toHaveAttribute(
      'href',
      '/educator/add-course',
    );
  });

  it('asks first, deletes, toasts and refreshes the list', async () => {
    atWidth(true);
    const calls: string[] = [];
    renderWithProviders(<MyCoursesPage />, {
      mocks: [
        coursesMock([branding, seo]),
        deleteMock('c2', 'DELETED', 'Course deleted successfully!', calls),
        coursesMock([branding]),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete SEO Sprint' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this course?',
    });
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Course deleted successfully!')).toHaveAttribute('data-type', 'success');
    expect(calls).toEqual(['c2']);
    await waitFor(() => expect(screen.queryByText('SEO Sprint')).not.toBeInTheDocument());
    expect(screen.getByText('Personal Branding 101')).toBeInTheDocument();
    // The dialog leaves after its closing animation.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("toasts the server's message when a course with learners is archived, and drops the row", async () => {
    atWidth(true);
    const calls: string[] = [];
    const message = 'Course deleted successfully! Its enrolled students keep access to it.';
    renderWithProviders(<MyCoursesPage />, {
      mocks: [
        coursesMock([branding, seo]),
        deleteMock('c1', 'ARCHIVED', message, calls),
        coursesMock([seo]),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Personal Branding 101' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast(message)).toHaveAttribute('data-type', 'success');
    await waitFor(() =>
      expect(screen.queryByText('Personal Branding 101')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('SEO Sprint')).toBeInTheDocument();
    expect(calls).toEqual(['c1']);
  });

  it('deletes nothing when the question is cancelled', async () => {
    atWidth(true);
    const calls: string[] = [];
    renderWithProviders(<MyCoursesPage />, {
      mocks: [coursesMock([branding]), deleteMock('c1', 'DELETED', 'x', calls)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Personal Branding 101' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    expect(screen.getByText('Personal Branding 101')).toBeInTheDocument();
  });
});
