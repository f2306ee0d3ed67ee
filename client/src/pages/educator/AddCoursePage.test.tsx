import '../../features/educator/test/jsdomShims';
import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { GraphQLError } from 'graphql';
import { CreateCourseDocument, type CreateCourseMutationVariables } from '../../generated/graphql';
import AddCoursePage from './AddCoursePage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { findToast } from '../../test/findToast';

const cover = () => new File(['png'], 'cover.png', { type: 'image/png' });

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
      : {
          data: {
            createCourse: { __typename: 'Course', id: 'c-new', courseTitle: 'Brand Basics' },
          },
        },
  };
}

async function renderPage(mocks: MockedResponse[] = [], options = {}) {
  const user = userEvent.setup(options);
  renderWithProviders(<AddCoursePage />, { mocks, route: '/educator/add-course' });
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

    it('refuses a file that is not an image', async () => {
      const user = await renderPage([], { applyAccept: false });
      const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
      await user.upload(screen.getByLabelText(/Course Thumbnail/), pdf);
      expect(await findToast('Please choose an image file')).toHaveAttribute('data-type', 'error');
      expect(screen.queryByText('notes.pdf')).not.toBeInTheDocument();
    });

    it('previews the chosen image with its name', async () => {
      const user = await renderPage();
      await user.upload(screen.getByLabelText(/Course Thumbnail/), cover());
      expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute(
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
});
