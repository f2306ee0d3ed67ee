import '../../features/educator/test/jsdomShims';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import {
  EditableCourseDocument,
  UpdateCourseDocument,
  type UpdateCourseMutationVariables,
} from '../../features/educator/educator.generated';
import { PublishCourseDocument } from '../../features/educator/publishing/publishing.generated';
import EditCoursePage from './EditCoursePage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { findToast } from '../../test/findToast';
import { categoryTreeMock } from '../../features/discovery/test/discoveryFixtures';
import { signedIn } from '../../features/educator/test/fixtures';

const stored = {
  __typename: 'Course',
  id: 'c1',
  isPublished: true,
  courseTitle: 'Personal Branding 101',
  courseDescription: '<p>Stand out <strong>online</strong></p>',
  coursePrice: 1000,
  discount: 20,
  courseThumbnail: '/uploads/c1.png',
  thumbnailSources: [],
  educator: { __typename: 'Educator', id: 'u-edu' },
  category: { __typename: 'CategorySummary', id: 'c-ig', name: 'Instagram Marketing' },
  level: 'BEGINNER',
  language: 'Hindi',
  tags: ['personal brand', 'linkedin'],
  learningPoints: ['Write a headline', 'Post every week'],
  requirements: [] as string[],
  courseContent: [
    {
      __typename: 'Chapter',
      chapterId: 'ch1',
      chapterTitle: 'Foundations',
      chapterOrder: 1,
      chapterContent: [
        {
          __typename: 'Lecture',
          lectureId: 'l1',
          lectureTitle: 'Why brands matter',
          lectureDuration: 65,
          lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
          isPreviewFree: true,
          lectureOrder: 1,
          video: null,
          pendingVideo: null,
        },
        {
          __typename: 'Lecture',
          lectureId: 'l2',
          lectureTitle: 'Old lecture',
          lectureDuration: 5,
          lectureUrl: 'https://youtu.be/aaaaaaaaaaa',
          isPreviewFree: false,
          lectureOrder: 2,
          video: null,
          pendingVideo: null,
        },
      ],
    },
  ],
};

const courseMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: EditableCourseDocument, variables: { id: 'c1' } },
  result,
});

function updateMock(
  sent: UpdateCourseMutationVariables[],
  result: MockedResponse['result'] = { data: { updateCourse: stored } },
): MockedResponse {
  return {
    request: { query: UpdateCourseDocument },
    variableMatcher: (variables) => {
      sent.push(variables as UpdateCourseMutationVariables);
      return true;
    },
    result,
  };
}

/** Ways out of the page, as the site's navigation offers them. */
function Exits() {
  const navigate = useNavigate();
  return (
    <nav>
      <Link to="/educator/my-courses">My Courses</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </nav>
  );
}

function renderPage(mocks: MockedResponse[], route = '/educator/edit-course/c1') {
  renderWithProviders(
    <>
      <Exits />
      <Routes>
        <Route path="/educator/edit-course/:id" element={<EditCoursePage />} />
        <Route path="/educator/my-courses" element={<p>my courses</p>} />
        <Route path="/educator" element={<p>dashboard</p>} />
      </Routes>
    </>,
    {
      route,
      mocks: [signedIn('EDUCATOR'), categoryTreeMock(), ...mocks],
    },
  );
  return userEvent.setup();
}

/** A PNG by its signature: the form reads a file's first bytes, as the server does. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const cover = () => new File([PNG_HEAD], 'cover.png', { type: 'image/png' });

const titleInput = () => screen.findByRole('textbox', { name: /Course Title/ });

describe('Edit Course page', () => {
  describe('loads the course into the form', () => {
    beforeEach(async () => {
      renderPage([courseMock({ data: { course: stored } })]);
      await titleInput();
    });

    it.each([
      { role: 'textbox', field: /Course Title/, value: 'Personal Branding 101' },
      { role: 'spinbutton', field: /Course Price/, value: 1000 },
      { role: 'spinbutton', field: /Discount %/, value: 20 },
    ])('fills $field with $value', ({ role, field, value }) => {
      expect(screen.getByRole(role, { name: field })).toHaveValue(value);
    });

    it('fills category, level, language, tags, what you will learn and requirements', async () => {
      const category = screen.getByRole('combobox', { name: 'Category' });
      await within(category).findByRole('option', { name: 'Instagram Marketing' });
      expect(category).toHaveValue('c-ig');
      expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('BEGINNER');
      expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('Hindi');
      expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('personal brand, linkedin');
      expect(screen.getByRole('textbox', { name: 'Learning point 1' })).toHaveValue(
        'Write a headline',
      );
      expect(screen.getByRole('textbox', { name: 'Learning point 2' })).toHaveValue(
        'Post every week',
      );
      // No requirements yet: one empty row to type in.
      expect(screen.getByRole('textbox', { name: 'Requirement 1' })).toHaveValue('');
    });

    it('shows the current thumbnail and an optional picker to replace it', () => {
      expect(
        screen.getByRole('img', { name: 'Thumbnail of Personal Branding 101' }),
      ).toHaveAttribute('src', '/uploads/c1.png');
      const picker = screen.getByLabelText(/Replace thumbnail/);
      expect(picker).toHaveAttribute('accept', 'image/*');
      expect(picker).not.toBeRequired();
    });

    it('puts the stored description into the editor', async () => {
      expect(await screen.findByRole('textbox', { name: 'Course Description' })).toHaveTextContent(
        'Stand out online',
      );
    });

    it('says beside UPDATE what it saves, and what saves at once without it', () => {
      expect(screen.getByRole('button', { name: 'UPDATE' })).toHaveAccessibleDescription(
        'UPDATE saves the details, price, thumbnail, chapters and lectures above. Publishing, quizzes and the watched-lectures setting save at once, without UPDATE.',
      );
    });

    it('lists the chapters and lectures with their durations', () => {
      expect(screen.getByRole('heading', { name: '1. Foundations' })).toBeInTheDocument();
      expect(screen.getByText('1. Why brands matter')).toBeInTheDocument();
      expect(screen.getByText('1h 5m')).toBeInTheDocument();
    });
  });

  it('shows a draft as such, publishes it from the status bar, and links to its preview', async () => {
    const user = renderPage([
      courseMock({ data: { course: { ...stored, isPublished: false } } }),
      {
        request: { query: PublishCourseDocument, variables: { id: 'c1' } },
        result: { data: { publishCourse: { __typename: 'Course', id: 'c1', isPublished: true } } },
      },
    ]);
    const status = await screen.findByRole('group', { name: 'Course status' });
    expect(within(status).getByText('Draft')).toBeInTheDocument();
    expect(within(status).getByText('Only you and admins can see it.')).toBeInTheDocument();
    expect(
      within(status).getByRole('link', { name: 'Preview Personal Branding 101 as a student' }),
    ).toHaveAttribute('href', '/course/c1?preview=student');
    await user.click(within(status).getByRole('button', { name: 'Publish Personal Branding 101' }));
    await within(status).findByText('Published');
    expect(
      within(status).getByRole('button', { name: 'Unpublish Personal Branding 101' }),
    ).toBeInTheDocument();
  });

  describe('after editing title, price, curriculum, category, level and a learning point', () => {
    let sent: UpdateCourseMutationVariables[];

    beforeEach(async () => {
      sent = [];
      const user = renderPage([courseMock({ data: { course: stored } }), updateMock(sent)]);
      const title = await titleInput();
      await user.clear(title);
      await user.type(title, 'Personal Branding 102');
      const price = screen.getByRole('spinbutton', { name: /Course Price/ });
      await user.clear(price);
      await user.type(price, '799');
      await user.click(screen.getByRole('button', { name: 'Remove lecture Old lecture' }));
      await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
      await user.type(await screen.findByRole('textbox', { name: 'Chapter name' }), 'Bonus{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const category = screen.getByRole('combobox', { name: 'Category' });
      await within(category).findByRole('option', { name: 'Local SEO' });
      await user.selectOptions(category, 'Local SEO');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Advanced');
      await user.click(screen.getByRole('button', { name: 'Remove learning point 1' }));
      await user.click(screen.getByRole('button', { name: 'Add learning point' }));
      await user.type(screen.getByRole('textbox', { name: 'Learning point 2' }), 'Rank on Google');
      await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    });

    it('sends the changes with the ids of kept chapters and lectures', async () => {
      await findToast('Course updated successfully!');
      expect(sent).toStrictEqual([
        {
          id: 'c1',
          thumbnail: null,
          input: {
            courseTitle: 'Personal Branding 102',
            courseDescription: '<p>Stand out <strong>online</strong></p>',
            coursePrice: 799,
            discount: 20,
            categoryId: 'c-local',
            level: 'ADVANCED',
            language: 'Hindi',
            tags: ['personal brand', 'linkedin'],
            learningPoints: ['Post every week', 'Rank on Google'],
            requirements: [],
            courseContent: [
              {
                chapterId: 'ch1',
                chapterTitle: 'Foundations',
                chapterContent: [
                  {
                    lectureId: 'l1',
                    lectureTitle: 'Why brands matter',
                    lectureDuration: 65,
                    lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
                    isPreviewFree: true,
                  },
                ],
              },
              { chapterTitle: 'Bonus', chapterContent: [] },
            ],
          },
        },
      ]);
    });

    it('toasts success and returns to My Courses', async () => {
      expect(await findToast('Course updated successfully!')).toHaveAttribute(
        'data-type',
        'success',
      );
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/educator/my-courses'),
      );
    });
  });

  describe('replacing the thumbnail', () => {
    let sent: UpdateCourseMutationVariables[];
    let user: ReturnType<typeof userEvent.setup>;

    beforeEach(async () => {
      sent = [];
      user = renderPage([courseMock({ data: { course: stored } }), updateMock(sent)]);
      await titleInput();
    });

    it('previews the new image beside the current one and sends it with UPDATE', async () => {
      const file = cover();
      await user.upload(screen.getByLabelText(/Replace thumbnail/), file);
      expect(await screen.findByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute(
        'src',
        'blob:preview',
      );
      expect(screen.getByRole('img', { name: 'Thumbnail of Personal Branding 101' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'UPDATE' }));
      await findToast('Course updated successfully!');
      expect(sent).toHaveLength(1);
      expect(sent[0].thumbnail).toBe(file);
    });

    it('keeps the current thumbnail when the new one is dropped', async () => {
      await user.upload(screen.getByLabelText(/Replace thumbnail/), cover());
      await user.click(await screen.findByRole('button', { name: 'Keep current thumbnail' }));
      expect(screen.queryByRole('img', { name: 'Preview of cover.png' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'UPDATE' }));
      await findToast('Course updated successfully!');
      expect(sent[0].thumbnail).toBeNull();
    });

    it('refuses a text file renamed .png under the field, by the shared rule, sending nothing', async () => {
      const upload = userEvent.setup({ applyAccept: false });
      const input = screen.getByLabelText(/Replace thumbnail/);
      await upload.upload(input, new File(['just text'], 'fake.png', { type: 'image/png' }));
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(
        screen.getByText('Thumbnail must be a PNG, JPEG, GIF or WebP image'),
      ).toBeInTheDocument();
      expect(screen.queryByText('fake.png')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'UPDATE' }));
      await findToast('Course updated successfully!');
      expect(sent[0].thumbnail).toBeNull();
    });
  });

  describe('checks the form before sending', () => {
    let sent: UpdateCourseMutationVariables[];
    let user: ReturnType<typeof userEvent.setup>;

    beforeEach(async () => {
      sent = [];
      user = renderPage([courseMock({ data: { course: stored } }), updateMock(sent)]);
      await titleInput();
    });

    it('requires a title', async () => {
      await user.clear(screen.getByRole('textbox', { name: /Course Title/ }));
      await user.click(screen.getByRole('button', { name: 'UPDATE' }));
      expect(await findToast('Course title is required')).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('refuses a discount above 100', async () => {
      const discount = screen.getByRole('spinbutton', { name: /Discount %/ });
      await user.clear(discount);
      await user.type(discount, '101');
      await user.click(screen.getByRole('button', { name: 'UPDATE' }));
      expect(await findToast('Discount must be between 0 and 100')).toBeInTheDocument();
      expect(sent).toEqual([]);
    });
  });

  it("toasts the server's message and stays when the update is refused", async () => {
    const sent: UpdateCourseMutationVariables[] = [];
    const user = renderPage([
      courseMock({ data: { course: stored } }),
      updateMock(sent, {
        errors: [
          new GraphQLError('Course not found or you do not have access to it', {
            extensions: { code: 'NOT_FOUND' },
          }),
        ],
      }),
    ]);
    await titleInput();
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await findToast('Course not found or you do not have access to it')).toHaveAttribute(
      'data-type',
      'error',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/educator/edit-course/c1');
  });

  it("shows 'Course not found' for an unknown course", async () => {
    renderPage([
      courseMock({
        errors: [new GraphQLError('Course not found', { extensions: { code: 'NOT_FOUND' } })],
      }),
    ]);
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute(
      'href',
      '/educator/my-courses',
    );
    expect(screen.queryByRole('button', { name: 'UPDATE' })).not.toBeInTheDocument();
  });

  it("shows 'Course not found' for another educator's course", async () => {
    renderPage([
      courseMock({
        data: { course: { ...stored, educator: { __typename: 'Educator', id: 'someone-else' } } },
      }),
    ]);
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Course Title/ })).not.toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'UPDATE' })).toBeNull();
  });

  describe('leaving with unsaved changes', () => {
    const where = () => screen.getByTestId('location');
    const leaveDialog = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    /** Whether the page asks the browser to confirm a reload or close. */
    const unloadPrompted = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    it('asks before following a link, stays on Stay, and leaves on Leave', async () => {
      const user = renderPage([courseMock({ data: { course: stored } })]);
      const title = await titleInput();
      expect(unloadPrompted()).toBe(false);
      await user.type(title, ' (new)');
      expect(unloadPrompted()).toBe(true);
      await user.click(screen.getByRole('link', { name: 'My Courses' }));
      let dialog = await leaveDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(where()).toHaveTextContent('/educator/edit-course/c1');
      expect(screen.getByRole('textbox', { name: /Course Title/ })).toHaveValue(
        'Personal Branding 101 (new)',
      );

      await user.click(screen.getByRole('link', { name: 'My Courses' }));
      dialog = await leaveDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(where()).toHaveTextContent('/educator/my-courses'));
    });

    it('asks before going back after a curriculum change', async () => {
      const user = renderPage([courseMock({ data: { course: stored } })]);
      await titleInput();
      await user.click(screen.getByRole('button', { name: 'Move lecture Why brands matter down' }));
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
      expect(where()).toHaveTextContent('/educator/edit-course/c1');
    });

    it('lets the page go without asking when nothing changed, or a change was undone', async () => {
      const user = renderPage([courseMock({ data: { course: stored } })]);
      const title = await titleInput();
      await user.type(title, 'x');
      await user.type(title, '{Backspace}');
      // Collapsing a chapter is a view, not a change.
      await user.click(screen.getByRole('button', { name: 'Toggle chapter 1' }));
      expect(unloadPrompted()).toBe(false);
      await user.click(screen.getByRole('link', { name: 'My Courses' }));
      await waitFor(() => expect(where()).toHaveTextContent('/educator/my-courses'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('asks for a chosen thumbnail, and not once the change is saved', async () => {
      const sent: UpdateCourseMutationVariables[] = [];
      const user = renderPage([courseMock({ data: { course: stored } }), updateMock(sent)]);
      await titleInput();
      await user.upload(screen.getByLabelText(/Replace thumbnail/), cover());
      await screen.findByRole('img', { name: 'Preview of cover.png' });
      await user.click(screen.getByRole('link', { name: 'My Courses' }));
      await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));

      // UPDATE navigates to My Courses itself: no question then.
      await user.click(screen.getByRole('button', { name: 'UPDATE' }));
      await waitFor(() => expect(where()).toHaveTextContent('/educator/my-courses'));
      expect(sent).toHaveLength(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });
});
