import '../../features/educator/test/jsdomShims';
import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { GraphQLError } from 'graphql';
import {
  CreateCourseDocument,
  type CreateCourseMutationVariables,
} from '../../features/educator/educator.generated';
import AddCoursePage from './AddCoursePage';
import { t as courseEditorText } from '../../features/educator/courseEditor.i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { findToast, toastTitles } from '../../test/findToast';
import { TEST_UPLOAD_LIMIT } from '../../test/siteSettingsMock';
import { categoryTreeMock } from '../../features/discovery/test/discoveryFixtures';

const DRAFT_SAVED_MESSAGE = courseEditorText('courseEditor.form.draftSaved');

/** A PNG by its signature: the form reads a file's first bytes, as the server does. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const cover = () => new File([PNG_HEAD], 'cover.png', { type: 'image/png' });

/** What live regions other than the toasts say: a save's outcome is told once, by its toast. */
const announcedOutsideToasts = () =>
  Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live]'))
    .filter((region) => !region.closest('[data-scope="toast"]'))
    .map((region) => region.textContent?.trim())
    .filter(Boolean);

function createCourseMock(
  sent: CreateCourseMutationVariables[],
  outcome: { errors?: GraphQLError[] } = {},
): MockedResponse {
  return {
    request: { query: CreateCourseDocument },
    variableMatcher: (variables) => {
      sent.push(variables as CreateCourseMutationVariables);
      return true;
    },
    result: outcome.errors
      ? { errors: outcome.errors }
      : () => ({
          data: {
            createCourse: {
              __typename: 'Course',
              id: 'c-new',
              courseTitle: 'Brand Basics',
              isPublished: sent[sent.length - 1]?.input.publish !== false,
            },
          },
        }),
  };
}

async function renderPage(mocks: MockedResponse[] = [], options = {}) {
  const user = userEvent.setup(options);
  renderWithProviders(<AddCoursePage />, {
    mocks: [categoryTreeMock(), ...mocks],
    route: '/educator/add-course',
  });
  await screen.findByRole('toolbar', { name: 'Description formatting' });
  return user;
}

async function fillBasics(
  user: ReturnType<typeof userEvent.setup>,
  values: { title?: string; price?: string; discount?: string },
) {
  if (values.title)
    await user.type(screen.getByRole('textbox', { name: /Course Title/ }), values.title);
  if (values.price)
    await user.type(screen.getByRole('spinbutton', { name: /Course Price/ }), values.price);
  if (values.discount)
    await user.type(screen.getByRole('spinbutton', { name: /Discount %/ }), values.discount);
}

/** Adds chapter "Foundations" with one free preview lecture, closing the dialog with Enter. */
async function addWelcomeLectureToFoundations(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
  await user.type(
    await screen.findByRole('textbox', { name: 'Chapter name' }),
    'Foundations{Enter}',
  );
  await user.click(await screen.findByRole('button', { name: 'Add Lecture to Foundations' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Lecture' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Lecture Title' }), 'Welcome');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), '12');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Lecture URL' }),
    'https://youtu.be/dQw4w9WgXcQ',
  );
  await user.click(within(dialog).getByRole('checkbox', { name: 'Is Preview Free?' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Lecture Title' }), '{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const addButton = () => screen.getByRole('button', { name: 'ADD' });

describe('Add Course page', () => {
  it('says beside ADD that it publishes, and what Save as draft does instead', async () => {
    await renderPage([]);
    expect(addButton()).toHaveAccessibleDescription(
      /^ADD publishes the course: it is in the catalog for everyone at once\. Save as draft keeps it to you/,
    );
    expect(screen.getByRole('button', { name: 'Save as draft' })).toHaveAccessibleDescription(
      /Save as draft keeps it to you \(and admins\) until you publish it/,
    );
  });

  it("refuses to send without a thumbnail: 'Thumbnail Not Selected'", async () => {
    const sent: CreateCourseMutationVariables[] = [];
    const user = await renderPage([createCourseMock(sent)]);
    await fillBasics(user, { title: 'Brand Basics', price: '499', discount: '10' });
    await user.click(addButton());
    expect(await findToast('Thumbnail Not Selected')).toHaveAttribute('data-type', 'error');
    expect(screen.getByLabelText(/Course Thumbnail/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  describe('checks the form before sending', () => {
    it('with nothing filled in: toasts and focuses the title, flags price and discount', async () => {
      const sent: CreateCourseMutationVariables[] = [];
      const user = await renderPage([createCourseMock(sent)]);
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
      await user.click(addButton());
      expect(await findToast('Course title is required')).toHaveAttribute('data-type', 'error');
      expect(screen.getByRole('textbox', { name: /Course Title/ })).toHaveFocus();
      expect(screen.getByText('Course price is required')).toBeInTheDocument();
      expect(screen.getByText('Discount is required')).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('clears each error as its field is fixed, and keeps the others', async () => {
      const user = await renderPage([createCourseMock([])]);
      await user.click(addButton());
      await findToast('Course title is required');
      const form = within(document.querySelector('form')!);
      await fillBasics(user, { title: 'B' });
      expect(form.queryByText('Course title is required')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Course Title/ })).not.toHaveAttribute(
        'aria-invalid',
      );
      expect(form.getByText('Course price is required')).toBeInTheDocument();
      expect(form.getByText('Discount is required')).toBeInTheDocument();
      await fillBasics(user, { price: '-' });
      await fillBasics(user, { price: '5' });
      expect(form.queryByText('Course price is required')).not.toBeInTheDocument();
      expect(form.getByText('Discount is required')).toBeInTheDocument();
      await fillBasics(user, { discount: '10' });
      expect(form.queryByText(/Discount (is required|must be)/)).not.toBeInTheDocument();
      expect(form.getByText('Thumbnail Not Selected')).toBeInTheDocument();
    });

    it('turns the discount off while the price is 0, and gives it back for a paid price', async () => {
      const user = await renderPage([createCourseMock([])]);
      const discount = screen.getByRole('spinbutton', { name: /Discount %/ });
      await fillBasics(user, { price: '20', discount: '15' });
      await user.clear(screen.getByRole('spinbutton', { name: /Course Price/ }));
      await user.type(screen.getByRole('spinbutton', { name: /Course Price/ }), '0');
      expect(discount).toBeDisabled();
      expect(discount).toHaveValue(0);
      expect(screen.getByText('A free course has no discount.')).toBeInTheDocument();
      await user.type(screen.getByRole('spinbutton', { name: /Course Price/ }), '9');
      expect(discount).toBeEnabled();
      expect(discount).toHaveValue(15);
    });

    it('refuses a discount above 100 and focuses it', async () => {
      const sent: CreateCourseMutationVariables[] = [];
      const user = await renderPage([createCourseMock(sent)]);
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
      await fillBasics(user, { title: 'Brand Basics', price: '499', discount: '150' });
      await user.click(addButton());
      expect(await findToast('Discount must be between 0 and 100')).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: /Discount %/ })).toHaveFocus();
      expect(sent).toEqual([]);
    });
  });

  describe('thumbnail', () => {
    it('asks the file picker for images only', async () => {
      await renderPage();
      expect(screen.getByLabelText(/Course Thumbnail/)).toHaveAttribute('accept', 'image/*');
    });

    it.each([
      ['a PDF', new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' })],
      ['a text file renamed .png', new File(['just text'], 'fake.png', { type: 'image/png' })],
    ])('refuses %s under the field, by the bytes, in the server’s words', async (_name, file) => {
      const user = await renderPage([], { applyAccept: false });
      await user.upload(screen.getByLabelText(/Course Thumbnail/), file);
      const input = screen.getByLabelText(/Course Thumbnail/);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(
        screen.getByText('Thumbnail must be a PNG, JPEG, GIF or WebP image'),
      ).toBeInTheDocument();
      expect(screen.queryByText(file.name)).not.toBeInTheDocument();
    });

    it('refuses an image over the server’s limit before sending it, and takes a fitting one', async () => {
      const user = await renderPage([], { applyAccept: false });
      const big = new File([cover(), new Uint8Array(TEST_UPLOAD_LIMIT)], 'huge.png', {
        type: 'image/png',
      });
      expect(screen.getByText(/at most 5 MB/)).toBeInTheDocument();
      await user.upload(screen.getByLabelText(/Course Thumbnail/), big);
      expect(await screen.findByText('Thumbnail must be at most 5 MB')).toBeInTheDocument();
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
      expect(await screen.findByText('cover.png')).toBeInTheDocument();
      expect(screen.queryByText('Thumbnail must be at most 5 MB')).not.toBeInTheDocument();
    });

    it('previews the chosen image with its name', async () => {
      const user = await renderPage();
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
      expect(await screen.findByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute(
        'src',
        'blob:preview',
      );
      expect(screen.getByText('cover.png')).toBeInTheDocument();
    });
  });

  describe('with a whole course filled in', () => {
    let sent: CreateCourseMutationVariables[];
    let file: File;
    let user: ReturnType<typeof userEvent.setup>;

    beforeEach(async () => {
      sent = [];
      file = cover();
      user = await renderPage([createCourseMock(sent)]);
      await fillBasics(user, { title: '  Brand Basics ', price: '499.5', discount: '10' });
      const description = screen.getByRole('textbox', { name: 'Course Description' });
      act(() => {
        (description as unknown as { editor: Editor }).editor.commands.setContent(
          '<p>Learn <strong>branding</strong></p>',
        );
      });
      await user.upload(screen.getByLabelText(/Course Thumbnail/), file);
      await addWelcomeLectureToFoundations(user);
    });

    it('closes the lecture dialog on Enter without submitting the course', () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('sends the trimmed title, numbers, description, curriculum and file, and toasts', async () => {
      await user.click(addButton());
      expect(await findToast('Course added successfully!')).toHaveAttribute('data-type', 'success');
      expect(sent).toHaveLength(1);
      const [variables] = sent;
      expect(variables.thumbnail).toBe(file);
      expect(variables.input).toStrictEqual({
        courseTitle: 'Brand Basics',
        courseDescription: '<p>Learn <strong>branding</strong></p>',
        coursePrice: 499.5,
        discount: 10,
        categoryId: null,
        level: 'ALL_LEVELS',
        language: 'English',
        tags: [],
        learningPoints: [],
        requirements: [],
        publish: true,
        courseContent: [
          {
            chapterTitle: 'Foundations',
            chapterContent: [
              {
                lectureTitle: 'Welcome',
                lectureDuration: 12,
                lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
                isPreviewFree: true,
              },
            ],
          },
        ],
      });
    });

    it('starts every field over after success', async () => {
      await user.click(addButton());
      await findToast('Course added successfully!');
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /Course Title/ })).toHaveValue(''),
      );
      expect(screen.getByRole('spinbutton', { name: /Course Price/ })).toHaveValue(null);
      expect(screen.getByRole('spinbutton', { name: /Discount %/ })).toHaveValue(null);
      expect(screen.getByLabelText<HTMLInputElement>(/Course Thumbnail/).files).toHaveLength(0);
      expect(screen.queryByText('cover.png')).not.toBeInTheDocument();
      expect(screen.getByText(/No chapters yet/)).toBeInTheDocument();
      expect(
        await screen.findByRole('textbox', { name: 'Course Description' }),
      ).not.toHaveTextContent('branding');
    });

    it('says it was added once, in the toast, and links to the course and its editor', async () => {
      await user.click(addButton());
      const notice = within(await screen.findByRole('region', { name: 'Course just added' }));
      expect(notice.getByText('“Brand Basics”')).toBeInTheDocument();
      expect(notice.getByRole('link', { name: 'View the course' })).toHaveAttribute(
        'href',
        '/course/c-new',
      );
      expect(notice.getByRole('link', { name: 'Edit it' })).toHaveAttribute(
        'href',
        '/educator/edit-course/c-new',
      );
      expect(toastTitles()).toEqual(['Course added successfully!']);
      expect(announcedOutsideToasts()).toEqual([]);
    });
    it('follows the notice’s link without asking after ADD, and asks once the new form is typed in', async () => {
      await user.click(addButton());
      await screen.findByRole('region', { name: 'Course just added' });
      await user.type(screen.getByRole('textbox', { name: /Course Title/ }), 'Next course');
      await user.click(screen.getByRole('link', { name: 'View the course' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/educator/add-course');

      await user.clear(screen.getByRole('textbox', { name: /Course Title/ }));
      await user.click(screen.getByRole('link', { name: 'View the course' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/course/c-new'),
      );
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('saves a draft with "Save as draft", says only the educator sees it, and links to its preview', async () => {
      await user.click(screen.getByRole('button', { name: 'Save as draft' }));
      expect(await findToast(DRAFT_SAVED_MESSAGE)).toHaveAttribute('data-type', 'success');
      expect(sent).toHaveLength(1);
      expect(sent[0].input.publish).toBe(false);
      const notice = within(await screen.findByRole('region', { name: 'Course just added' }));
      expect(notice.getByText('Draft')).toBeInTheDocument();
      expect(toastTitles()).toEqual([DRAFT_SAVED_MESSAGE]);
      expect(announcedOutsideToasts()).toEqual([]);
      expect(notice.getByRole('link', { name: 'Preview as a student' })).toHaveAttribute(
        'href',
        '/course/c-new?preview=student',
      );
      expect(notice.queryByRole('link', { name: 'View the course' })).not.toBeInTheDocument();
    });
  });

  describe('when the server refuses the course', () => {
    let sent: CreateCourseMutationVariables[];

    beforeEach(async () => {
      sent = [];
      const error = new GraphQLError('Course title must be at most 200 characters', {
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [
            {
              field: 'courseTitle',
              message: 'Course title must be at most 200 characters',
              code: 'TOO_LONG',
            },
          ],
        },
      });
      const user = await renderPage([createCourseMock(sent, { errors: [error] })]);
      await fillBasics(user, { title: 'Brand Basics', price: '0', discount: '0' });
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
      await user.click(addButton());
    });

    it("toasts the server's message", async () => {
      expect(await findToast('Course title must be at most 200 characters')).toHaveAttribute(
        'data-type',
        'error',
      );
      expect(sent).toHaveLength(1);
    });

    it('keeps what was typed and marks the refused field invalid', async () => {
      await findToast('Course title must be at most 200 characters');
      const title = screen.getByRole('textbox', { name: /Course Title/ });
      expect(title).toHaveValue('Brand Basics');
      expect(title).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('course facts: category, level, language, tags, what you will learn, requirements', () => {
    let sent: CreateCourseMutationVariables[];
    let user: ReturnType<typeof userEvent.setup>;

    const points = (name: string) =>
      within(screen.getByRole('group', { name })).getAllByRole('textbox');

    beforeEach(async () => {
      sent = [];
      user = await renderPage([createCourseMock(sent)]);
      await fillBasics(user, { title: 'Brand Basics', price: '499', discount: '0' });
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
    });

    it('starts with English, All levels, no category and one empty row per list', async () => {
      expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('English');
      expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('ALL_LEVELS');
      const category = screen.getByRole('combobox', { name: 'Category' });
      expect(category).toHaveValue('');
      // Subcategories under their top-level category.
      await within(category).findByRole('option', { name: 'Local SEO' });
      const groups = category.querySelectorAll('optgroup');
      expect([...groups].map((g) => g.label)).toEqual(['SEO', 'Social Media', 'Email Marketing']);
      expect(
        within(groups[1])
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Instagram Marketing']);
      expect(points("What you'll learn")).toHaveLength(1);
      expect(points('Requirements')).toHaveLength(1);
      expect(screen.getByRole('combobox', { name: /Language/ })).toHaveAttribute('list');
    });

    it('sends what was chosen and typed, without blank rows', async () => {
      const category = screen.getByRole('combobox', { name: 'Category' });
      await within(category).findByRole('option', { name: 'Instagram Marketing' });
      await user.selectOptions(category, 'Instagram Marketing');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Intermediate');
      const language = screen.getByRole('combobox', { name: /Language/ });
      await user.clear(language);
      await user.type(language, 'Hindi');
      await user.type(
        screen.getByRole('textbox', { name: 'Tags' }),
        'LinkedIn, , personal brand ,',
      );
      expect(
        within(screen.getByRole('list', { name: 'Tags to save' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['linkedin', 'personal brand']);

      await user.type(
        screen.getByRole('textbox', { name: 'Learning point 1' }),
        'Write a headline',
      );
      await user.click(screen.getByRole('button', { name: 'Add learning point' }));
      await user.click(screen.getByRole('button', { name: 'Add learning point' }));
      await user.type(screen.getByRole('textbox', { name: 'Learning point 3' }), 'Post weekly');
      await user.click(screen.getByRole('button', { name: 'Add learning point' }));
      await user.type(screen.getByRole('textbox', { name: 'Learning point 4' }), 'Drop me');
      await user.click(screen.getByRole('button', { name: 'Remove learning point 4' }));
      expect(points("What you'll learn")).toHaveLength(3);
      await user.type(screen.getByRole('textbox', { name: 'Requirement 1' }), 'A LinkedIn profile');

      await user.click(addButton());
      await findToast('Course added successfully!');
      expect(sent).toHaveLength(1);
      expect(sent[0].input).toMatchObject({
        categoryId: 'c-ig',
        level: 'INTERMEDIATE',
        language: 'Hindi',
        tags: ['linkedin', 'personal brand'],
        learningPoints: ['Write a headline', 'Post weekly'],
        requirements: ['A LinkedIn profile'],
      });
    });

    it('refuses more than 10 tags before sending', async () => {
      await user.type(
        screen.getByRole('textbox', { name: 'Tags' }),
        Array.from({ length: 11 }, (_, i) => `tag${i}`).join(','),
      );
      await user.click(addButton());
      expect(await findToast('At most 10 tags')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveAttribute('aria-invalid', 'true');
      expect(sent).toEqual([]);
    });

    it('offers at most 12 learning points', async () => {
      const add = screen.getByRole('button', { name: 'Add learning point' });
      for (let i = 1; i < 12; i += 1) await user.click(add);
      expect(points("What you'll learn")).toHaveLength(12);
      expect(add).toBeDisabled();
    });
  });

  describe('shows the server’s field errors under their fields', () => {
    it('a tag, a category and a learning point (counted without blank rows)', async () => {
      const sent: CreateCourseMutationVariables[] = [];
      const error = new GraphQLError('Some course facts are not valid', {
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [
            { field: 'categoryId', message: 'Unknown category' },
            { field: 'tags[1]', message: 'Tag must be at most 40 characters' },
            { field: 'learningPoints[1]', message: 'Learning point must be plain text' },
          ],
        },
      });
      const user = await renderPage([createCourseMock(sent, { errors: [error] })]);
      await fillBasics(user, { title: 'Brand Basics', price: '499', discount: '0' });
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
      await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'seo, blogging');
      await user.type(screen.getByRole('textbox', { name: 'Learning point 1' }), 'First');
      await user.click(screen.getByRole('button', { name: 'Add learning point' }));
      await user.click(screen.getByRole('button', { name: 'Add learning point' }));
      await user.type(screen.getByRole('textbox', { name: 'Learning point 3' }), 'Third row');
      await user.click(addButton());

      expect(await findToast('Some course facts are not valid')).toBeInTheDocument();
      expect(sent[0].input.learningPoints).toEqual(['First', 'Third row']);
      const tags = screen.getByRole('textbox', { name: 'Tags' });
      expect(tags).toHaveAttribute('aria-invalid', 'true');
      // The field links its error text once that has mounted: a render later.
      await waitFor(() =>
        expect(tags).toHaveAccessibleErrorMessage('Tag must be at most 40 characters'),
      );
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleErrorMessage(
          'Unknown category',
        ),
      );
      const third = screen.getByRole('textbox', { name: 'Learning point 3' });
      expect(third).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() =>
        expect(third).toHaveAccessibleErrorMessage('Learning point must be plain text'),
      );
      expect(screen.getByRole('textbox', { name: 'Learning point 1' })).not.toHaveAttribute(
        'aria-invalid',
      );
      // The first field the server refused is focused: the category comes first in the form.
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    });
  });
});
