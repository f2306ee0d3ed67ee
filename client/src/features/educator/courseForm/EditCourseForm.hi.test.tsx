import '../test/jsdomShims';
import { act, screen, within } from '@testing-library/react';
import type { EditableCourseFragment } from '../educator.generated';
import { EducatorQuizzesDocument } from '../quizzes/educatorQuizzes.generated';
import { CourseStatusBar } from '../publishing/CourseStatusBar';
import { activateLocale } from '../../../i18n/locale';
import en from '../../../locales/en/courseEditor.json';
import hi from '../../../locales/hi/courseEditor.json';
import { categoryTreeMock } from '../../discovery/test/discoveryFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { EditCourseForm } from './EditCourseForm';

const course = {
  __typename: 'Course',
  id: 'c1',
  isPublished: true,
  courseTitle: 'Personal Branding 101',
  courseDescription: '<p>Stand out</p>',
  coursePrice: 1000,
  discount: 20,
  courseThumbnail: '/uploads/c1.png',
  thumbnailSources: [],
  educator: { __typename: 'Educator', id: 'u-edu' },
  category: null,
  level: 'BEGINNER',
  language: 'Hindi',
  tags: ['linkedin'],
  learningPoints: ['Write a headline'],
  requirements: [],
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
          lectureTitle: 'Your audience',
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
} as unknown as EditableCourseFragment;

const quizzes = {
  request: { query: EducatorQuizzesDocument, variables: { courseId: 'c1' } },
  result: {
    data: {
      course: { __typename: 'Course', id: 'c1', requiresWatchedLectures: false },
      educatorQuizzes: [
        {
          __typename: 'EducatorQuiz',
          id: 'quiz-1',
          chapterId: 'ch1',
          position: 2,
          title: 'Brand check',
          passMarkPercent: 70,
          attemptLimit: 3,
          shuffle: false,
          questions: [],
          stats: {
            __typename: 'QuizStats',
            attempts: 4,
            passedAttempts: 1,
            learners: 2,
            learnersPassed: 1,
            passRatePercent: 25,
          },
        },
      ],
    },
  },
};

/** Every text and every name people read or hear on the page. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  for (const element of document.body.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      texts.push(element.getAttribute(name) ?? '');
  return texts.map((text) => text.trim()).filter(Boolean);
}

describe('the Edit Course page in Hindi', () => {
  beforeEach(() => activateLocale('hi'));
  afterEach(() => act(() => activateLocale('en')));

  it('shows the form, the curriculum, the editor, publishing and quizzes in Hindi', async () => {
    renderWithProviders(
      <>
        <CourseStatusBar course={course} />
        <EditCourseForm course={course} />
      </>,
      { mocks: [categoryTreeMock(), quizzes] },
    );

    await screen.findByRole('toolbar', { name: 'विवरण की फ़ॉर्मैटिंग' });
    const quiz = await screen.findByTestId('educator-quiz');
    expect(
      within(quiz).getByText('लेक्चर 2 के बाद · 0 सवाल · पास मार्क 70% · 3 कोशिशें की छूट'),
    ).toBeInTheDocument();
    expect(within(quiz).getByTestId('quiz-stats')).toHaveTextContent(
      '2 लर्नर की 4 कोशिशें · पास रेट 25% · 1 पास',
    );
    expect(screen.getByRole('heading', { name: 'अध्याय' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'क्विज़' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /कोर्स का शीर्षक/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अपडेट करें' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'लेक्चर Why brands matter को नीचे ले जाएँ' }),
    ).toBeEnabled();
    expect(screen.getByText('2 लेक्चर')).toBeInTheDocument();
    expect(screen.getByText('पब्लिश्ड')).toBeInTheDocument();

    // None of this screen's English is left, as text or as a name read out.
    expect(screen.queryByRole('heading', { name: 'Chapters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'UPDATE' })).not.toBeInTheDocument();
    const shown = new Set(shownTexts());
    const english = Object.entries(en)
      .filter(([key, text]) => hi[key as keyof typeof hi] !== text)
      .map(([, text]) => text)
      .filter((text) => shown.has(text));
    expect(english).toEqual([]);
    // Strings written straight into the code, never in the catalog, are caught by their words.
    const leftover = [...shown].filter((text) =>
      /\b(Course|Chapter|Lecture|Quiz|Add|Edit|Remove|Move|Save|Publish|Preview|Status|Thumbnail)\b/.test(
        text,
      ),
    );
    expect(leftover).toEqual([]);
  });
});
