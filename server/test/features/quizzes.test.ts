import { DataSource } from 'typeorm';
import { Chapter } from '../../src/courses/chapter.entity';
import { Lecture } from '../../src/courses/lecture.entity';
import { QuizAttempt } from '../../src/quizzes/quiz-attempt.entity';
import { Quiz } from '../../src/quizzes/quiz.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const EDUCATOR_QUIZ = `id chapterId position title passMarkPercent attemptLimit shuffle
  questions { id kind prompt explanation options { id text correct } }
  stats { attempts passedAttempts learners learnersPassed passRatePercent }`;
const CREATE = `mutation($input: QuizInput!) { createQuiz(input: $input) { ${EDUCATOR_QUIZ} } }`;
const UPDATE = `mutation($id: ID!, $input: QuizInput!) { updateQuiz(id: $id, input: $input) { ${EDUCATOR_QUIZ} } }`;
const EDUCATOR_QUIZZES = `query($courseId: ID!) { educatorQuizzes(courseId: $courseId) { ${EDUCATOR_QUIZ} } }`;
const RESULT = `id quizId attemptNumber scorePercent passed correctCount questionCount submittedAt
  questions { questionId prompt chosenOptionIds answeredCorrectly explanation }`;
/** Every field a learner can read of a quiz. */
const QUIZ = `query($id: ID!) { quiz(id: $id) { id courseId chapterId title passMarkPercent attemptLimit
  attemptsUsed attemptsLeft passed questions { id kind prompt options { id text } } lastAttempt { ${RESULT} } } }`;
const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) {
  submitQuizAttempt(quizId: $quizId, answers: $answers) {
    attempt { ${RESULT} } quiz { attemptsUsed attemptsLeft passed } certificate { id }
    progress { courseId passedQuizIds } } }`;
const CURRICULUM = `query($id: ID!) { course(id: $id) { courseContent { chapterId
  chapterContent { lectureId } quizzes { id title position questionCount passMarkPercent attemptLimit } } } }`;
const COURSE_QUIZZES = `query($courseId: ID!) { courseQuizzes(courseId: $courseId) { id chapterId position } }`;
const MINE = `{ myEnrollments { course { id } progress { percent status passedQuizIds }
  quizzes { passed total } certificate { id } } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { message certificate { id } } }`;

const EXPLAIN = (n: number) => `Explanation-${n}-only-after-submitting`;

/** Three questions, one of each kind; option 0 is the correct one of each, and option 2 too for the second. */
const quizInput = (chapterId: string, overrides: Record<string, unknown> = {}) => ({
  chapterId,
  position: 1,
  title: 'Chapter check',
  passMarkPercent: 70,
  attemptLimit: null,
  shuffle: false,
  questions: [
    {
      kind: 'SINGLE_CHOICE',
      prompt: 'What does SEO stand for?',
      explanation: EXPLAIN(1),
      options: [
        { text: 'Search engine optimisation', correct: true },
        { text: 'Social engagement online', correct: false },
        { text: 'Sales email outreach', correct: false },
      ],
    },
    {
      kind: 'MULTIPLE_CHOICE',
      prompt: 'Which are social networks?',
      explanation: EXPLAIN(2),
      options: [
        { text: 'LinkedIn', correct: true },
        { text: 'PostgreSQL', correct: false },
        { text: 'Instagram', correct: true },
      ],
    },
    {
      kind: 'TRUE_FALSE',
      prompt: 'A personal brand needs a consistent voice.',
      explanation: EXPLAIN(3),
      options: [
        { text: 'True', correct: true },
        { text: 'False', correct: false },
      ],
    },
  ],
  ...overrides,
});

describe('quizzes', () => {
  let app: TestApp;
  let db: DataSource;
  let teacher: Session;
  let courseId: string;
  let chapterIds: string[];

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title: 'Quizzed Course' });
    courseId = course.id;
    const chapters = await db
      .getRepository(Chapter)
      .find({ where: { courseId }, order: { chapterOrder: 'ASC' } });
    chapterIds = chapters.map((c) => c.id);
  });
  afterAll(() => app.close());

  const create = async (input: Record<string, unknown>, token = teacher.token) =>
    app.gql(CREATE, { input }, token);

  async function createdQuiz(input = quizInput(chapterIds[0])) {
    const { data, errors } = await create(input);
    expect(errors).toBeUndefined();
    return data!.createQuiz as {
      id: string;
      questions: { id: string; kind: string; options: { id: string; correct: boolean }[] }[];
    };
  }

  /** Answers choosing the correct options (or, with `wrong`, the first incorrect one) of each question. */
  const answersFor = (quiz: Awaited<ReturnType<typeof createdQuiz>>, wrong: number[] = []) =>
    quiz.questions.map((q, i) => ({
      questionId: q.id,
      optionIds: wrong.includes(i)
        ? [q.options.find((o) => !o.correct)!.id]
        : q.options.filter((o) => o.correct).map((o) => o.id),
    }));

  async function learnerIn(course = courseId) {
    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, course);
    return learner;
  }

  const quizCount = () => db.getRepository(Quiz).count();
  const attemptCount = () => db.getRepository(QuizAttempt).count();

  describe('bad input is refused by field and stores nothing', () => {
    it.each([
      [
        'a question with no correct option',
        (chapterId: string) => {
          const input = quizInput(chapterId);
          input.questions[0].options = input.questions[0].options.map((o) => ({
            ...o,
            correct: false,
          }));
          return input;
        },
        'questions[0].options',
        'Question 1 needs a correct option',
      ],
      [
        'a pass mark of 120',
        (c: string) => quizInput(c, { passMarkPercent: 120 }),
        'passMarkPercent',
        'Pass mark must be a whole percent from 1 to 100',
      ],
      [
        'a pass mark of 0',
        (c: string) => quizInput(c, { passMarkPercent: 0 }),
        'passMarkPercent',
        'Pass mark must be a whole percent from 1 to 100',
      ],
      [
        'no questions',
        (c: string) => quizInput(c, { questions: [] }),
        'questions',
        'A quiz needs at least one question',
      ],
      [
        'a blank title',
        (c: string) => quizInput(c, { title: '  ' }),
        'title',
        'Quiz title is required',
      ],
      [
        'a position past the lectures',
        (c: string) => quizInput(c, { position: 3 }),
        'position',
        "Position must be from 0 to 2, the chapter's lecture count",
      ],
      [
        'an attempt limit of 0',
        (c: string) => quizInput(c, { attemptLimit: 0 }),
        'attemptLimit',
        'Attempt limit must be a whole number from 1 to 100, or none',
      ],
      [
        'two correct options in a single-choice question',
        (chapterId: string) => {
          const input = quizInput(chapterId);
          input.questions[0].options[1].correct = true;
          return input;
        },
        'questions[0].options',
        'Question 1 must have exactly one correct option',
      ],
    ])('%s', async (_name, input, field, message) => {
      const before = await quizCount();
      const { errors } = await create(input(chapterIds[0]));
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].extensions!.fields).toContainEqual(
        expect.objectContaining({ field, message }),
      );
      expect(await quizCount()).toBe(before);
    });

    it("refuses another educator's chapter, and a learner", async () => {
      const other = await educator(app);
      const { errors } = await create(quizInput(chapterIds[0]), other.token);
      expect(errors![0].extensions!.fields).toContainEqual(
        expect.objectContaining({ field: 'chapterId', message: 'Choose a chapter of this course' }),
      );
      const learner = await signUp(app, newUser());
      expect(
        (await create(quizInput(chapterIds[0]), learner.token)).errors![0].extensions!.code,
      ).toBe('FORBIDDEN');
      const theirs = await app.gql(EDUCATOR_QUIZZES, { courseId }, other.token);
      expect(theirs.errors![0].extensions!.code).toBe('NOT_FOUND');
    });
  });

  describe('which options are correct never reaches a learner before they submit', () => {
    it('has no such field in any type a learner reads a quiz through (introspection)', async () => {
      for (const type of ['Quiz', 'QuizQuestion', 'QuizOption', 'QuizSummary']) {
        const { data } = await app.gql(`{ __type(name: "${type}") { fields { name } } }`);
        const names = (data!.__type.fields as { name: string }[]).map((f) => f.name);
        expect(names.length).toBeGreaterThan(0);
        expect(names.filter((n) => /correct|explanation/i.test(n))).toEqual([]);
      }
      // The educator's option type has it, and no learner query or mutation returns that type.
      const { data } = await app.gql('{ __type(name: "EducatorQuizOption") { fields { name } } }');
      expect(data!.__type.fields.map((f: { name: string }) => f.name)).toContain('correct');
    });

    it('is in none of the answers a learner gets, until the attempt, and only its own choices then', async () => {
      const quiz = await createdQuiz();
      const learner = await learnerIn();
      const seen = app.bodies.length;
      const quizRead = await app.gql(QUIZ, { id: quiz.id }, learner.token);
      expect(quizRead.errors).toBeUndefined();
      expect(quizRead.data!.quiz.questions).toHaveLength(3);
      expect(quizRead.data!.quiz.lastAttempt).toBeNull();
      await app.gql(CURRICULUM, { id: courseId }, learner.token);
      await app.gql(CURRICULUM, { id: courseId });
      await app.gql(MINE, {}, learner.token);
      await app.gql(COURSE_QUIZZES, { courseId }, learner.token);
      // Reaching for the educator's view is refused.
      expect(
        (await app.gql(EDUCATOR_QUIZZES, { courseId }, learner.token)).errors![0].extensions!.code,
      ).toBe('FORBIDDEN');
      const before = app.bodies.slice(seen).join('\n');
      expect(before).not.toMatch(/correct/i);
      expect(before).not.toContain('Explanation-');
      expect(before).toContain('What does SEO stand for?');

      const submitted = await app.gql(
        SUBMIT,
        { quizId: quiz.id, answers: answersFor(quiz, [1]) },
        learner.token,
      );
      const attempt = submitted.data!.submitQuizAttempt.attempt;
      expect(attempt.questions.map((q: { explanation: string }) => q.explanation)).toEqual([
        EXPLAIN(1),
        EXPLAIN(2),
        EXPLAIN(3),
      ]);
      // After submitting, what was right about their own answers, never the other options.
      expect(JSON.stringify(submitted.data)).not.toMatch(/"correct"/);
    });
  });

  describe('grading on the server', () => {
    it('scores, passes or fails by the pass mark, and explains each question', async () => {
      const quiz = await createdQuiz();
      const learner = await learnerIn();
      const failed = await app.gql(
        SUBMIT,
        { quizId: quiz.id, answers: answersFor(quiz, [0, 2]) },
        learner.token,
      );
      expect(failed.errors).toBeUndefined();
      expect(failed.data!.submitQuizAttempt.attempt).toMatchObject({
        attemptNumber: 1,
        scorePercent: 33,
        passed: false,
        correctCount: 1,
        questionCount: 3,
      });
      expect(
        failed.data!.submitQuizAttempt.attempt.questions.map(
          (q: { answeredCorrectly: boolean }) => q.answeredCorrectly,
        ),
      ).toEqual([false, true, false]);
      expect(failed.data!.submitQuizAttempt.progress).toEqual({ courseId, passedQuizIds: [] });

      // 2 of 3 is 66%: below a 70% pass mark.
      const close = await app.gql(
        SUBMIT,
        { quizId: quiz.id, answers: answersFor(quiz, [2]) },
        learner.token,
      );
      expect(close.data!.submitQuizAttempt.attempt).toMatchObject({
        scorePercent: 66,
        passed: false,
      });

      // Half of a multiple-choice question's right options is wrong.
      const partial = answersFor(quiz);
      partial[1].optionIds = partial[1].optionIds.slice(0, 1);
      const half = await app.gql(SUBMIT, { quizId: quiz.id, answers: partial }, learner.token);
      expect(half.data!.submitQuizAttempt.attempt.questions[1].answeredCorrectly).toBe(false);

      const passed = await app.gql(
        SUBMIT,
        { quizId: quiz.id, answers: answersFor(quiz) },
        learner.token,
      );
      expect(passed.data!.submitQuizAttempt.attempt).toMatchObject({
        scorePercent: 100,
        passed: true,
        attemptNumber: 4,
      });
      expect(passed.data!.submitQuizAttempt.quiz).toMatchObject({
        attemptsUsed: 4,
        attemptsLeft: null,
        passed: true,
      });
      // The player's list reads the pass from the answer itself.
      expect(passed.data!.submitQuizAttempt.progress).toEqual({
        courseId,
        passedQuizIds: [quiz.id],
      });

      const stats = (
        await app.gql(EDUCATOR_QUIZZES, { courseId }, teacher.token)
      ).data!.educatorQuizzes.find((q: { id: string }) => q.id === quiz.id).stats;
      expect(stats).toEqual({
        attempts: 4,
        passedAttempts: 1,
        learners: 1,
        learnersPassed: 1,
        passRatePercent: 25,
      });
    });

    it('refuses answers that do not answer this quiz, storing nothing', async () => {
      const quiz = await createdQuiz();
      const other = await createdQuiz();
      const learner = await learnerIn();
      const before = await attemptCount();
      const cases: [Record<string, unknown>[], string, string][] = [
        [
          answersFor(quiz).slice(0, 2),
          'answers',
          'Answer every question: question 3 is unanswered',
        ],
        [
          [...answersFor(quiz).slice(0, 2), answersFor(other)[2]],
          'answers[2].questionId',
          'Answer 3 is not for a question of this quiz',
        ],
        [
          [
            answersFor(quiz)[0],
            { ...answersFor(quiz)[1], optionIds: answersFor(other)[1].optionIds },
            answersFor(quiz)[2],
          ],
          'answers[1].optionIds',
          'Question 2: choose among its own options',
        ],
        [
          [
            { ...answersFor(quiz)[0], optionIds: quiz.questions[0].options.map((o) => o.id) },
            ...answersFor(quiz).slice(1),
          ],
          'answers[0].optionIds',
          'Question 1: choose only one option',
        ],
      ];
      for (const [answers, field, message] of cases) {
        const { errors } = await app.gql(SUBMIT, { quizId: quiz.id, answers }, learner.token);
        expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
        expect(errors![0].extensions!.fields).toContainEqual(
          expect.objectContaining({ field, message }),
        );
      }
      expect(await attemptCount()).toBe(before);
    });

    it('refuses answers to a quiz of a course the learner is not enrolled in', async () => {
      const otherCourse = await createCourse(app, teacher.user.id, { title: 'Another Course' });
      const [otherChapter] = await db.getRepository(Chapter).findBy({ courseId: otherCourse.id });
      const foreign = await createdQuiz(quizInput(otherChapter.id));
      const learner = await learnerIn(); // enrolled in the first course only
      const before = await attemptCount();
      const submitted = await app.gql(
        SUBMIT,
        { quizId: foreign.id, answers: answersFor(foreign) },
        learner.token,
      );
      expect(submitted.errors![0]).toMatchObject({
        message: 'You are not enrolled in this course',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(
        (await app.gql(QUIZ, { id: foreign.id }, learner.token)).errors![0].extensions!.code,
      ).toBe('FORBIDDEN');
      const unknown = await app.gql(
        SUBMIT,
        { quizId: '00000000-0000-4000-8000-000000000000', answers: [] },
        learner.token,
      );
      expect(unknown.errors![0]).toMatchObject({
        message: 'Quiz not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(await attemptCount()).toBe(before);
    });

    it('refuses a resubmission past the attempt limit', async () => {
      const quiz = await createdQuiz(quizInput(chapterIds[0], { attemptLimit: 2 }));
      const learner = await learnerIn();
      for (const n of [1, 2]) {
        const { data } = await app.gql(
          SUBMIT,
          { quizId: quiz.id, answers: answersFor(quiz, [0]) },
          learner.token,
        );
        expect(data!.submitQuizAttempt.quiz.attemptsLeft).toBe(2 - n);
      }
      const before = await attemptCount();
      const third = await app.gql(
        SUBMIT,
        { quizId: quiz.id, answers: answersFor(quiz) },
        learner.token,
      );
      expect(third.errors![0]).toMatchObject({
        message: 'You have used all 2 attempts at this quiz, so it cannot be submitted again',
        extensions: { code: 'CONFLICT' },
      });
      expect(await attemptCount()).toBe(before);
      const read = await app.gql(QUIZ, { id: quiz.id }, learner.token);
      expect(read.data!.quiz).toMatchObject({ attemptsUsed: 2, attemptsLeft: 0, passed: false });
      expect(read.data!.quiz.lastAttempt.attemptNumber).toBe(2);
    });
  });

  it('keeps question and option ids through an edit, so past answers and an open quiz still match', async () => {
    const quiz = await createdQuiz(quizInput(chapterIds[0]));
    const learner = await learnerIn();
    await app.gql(SUBMIT, { quizId: quiz.id, answers: answersFor(quiz) }, learner.token);
    const input = quizInput(chapterIds[0], { title: 'Renamed check' });
    input.questions = input.questions.slice(0, 2); // the last question removed
    const edited = await app.gql(UPDATE, { id: quiz.id, input }, teacher.token);
    expect(edited.errors).toBeUndefined();
    const ids = (q: { questions: { id: string; options: { id: string }[] }[] }) =>
      q.questions.map((question) => [question.id, question.options.map((o) => o.id)]);
    expect(ids(edited.data!.updateQuiz)).toEqual(ids(quiz).slice(0, 2));
    const read = await app.gql(QUIZ, { id: quiz.id }, learner.token);
    expect(read.data!.quiz.lastAttempt.questions).toHaveLength(2);
    // Answers built from the quiz as it was opened before the edit are still taken.
    const again = await app.gql(
      SUBMIT,
      { quizId: quiz.id, answers: answersFor({ ...quiz, questions: quiz.questions.slice(0, 2) }) },
      learner.token,
    );
    expect(again.errors).toBeUndefined();
  });

  it('lets concurrent submissions take only the attempts there are', async () => {
    const limited = await createdQuiz(quizInput(chapterIds[0], { attemptLimit: 2 }));
    const open = await createdQuiz();
    const learner = await learnerIn();
    const submitAll = (quiz: Awaited<ReturnType<typeof createdQuiz>>) =>
      Promise.all(
        [0, 1, 2].map(() =>
          app.gql(SUBMIT, { quizId: quiz.id, answers: answersFor(quiz) }, learner.token),
        ),
      );
    const limitedAnswers = await submitAll(limited);
    expect(limitedAnswers.filter((r) => r.data?.submitQuizAttempt)).toHaveLength(2);
    expect(limitedAnswers.flatMap((r) => r.errors ?? []).map((e) => e.extensions!.code)).toEqual([
      'CONFLICT',
    ]);
    const openAnswers = await submitAll(open);
    expect(openAnswers.map((r) => r.data!.submitQuizAttempt.attempt.attemptNumber).sort()).toEqual([
      1, 2, 3,
    ]);
  });

  it('places quizzes among the chapter lectures in the public curriculum, and moves them', async () => {
    const [chapter] = await db
      .getRepository(Chapter)
      .save([{ courseId, chapterTitle: 'Placement', chapterOrder: 9 }]);
    await db.getRepository(Lecture).insert(
      [1, 2].map((n) => ({
        chapterId: chapter.id,
        lectureTitle: `P${n}`,
        lectureDuration: 5,
        lectureUrl: 'https://youtu.be/placementxx',
        lectureOrder: n,
      })),
    );
    const quizzesOf = async () =>
      (await app.gql(CURRICULUM, { id: courseId })).data!.course.courseContent.find(
        (c: { chapterId: string }) => c.chapterId === chapter.id,
      ).quizzes;
    expect(await quizzesOf()).toEqual([]);
    const quiz = await createdQuiz(quizInput(chapter.id, { position: 2, title: 'End check' }));
    expect(await quizzesOf()).toEqual([
      {
        id: quiz.id,
        title: 'End check',
        position: 2,
        questionCount: 3,
        passMarkPercent: 70,
        attemptLimit: null,
      },
    ]);
    const moved = await app.gql(
      UPDATE,
      { id: quiz.id, input: quizInput(chapter.id, { position: 0, title: 'Warm-up' }) },
      teacher.token,
    );
    expect(moved.errors).toBeUndefined();
    expect(await quizzesOf()).toMatchObject([{ id: quiz.id, title: 'Warm-up', position: 0 }]);
    const listed = await app.gql(COURSE_QUIZZES, { courseId });
    expect(listed.data!.courseQuizzes).toContainEqual({
      id: quiz.id,
      chapterId: chapter.id,
      position: 0,
    });
    // A removed lecture leaves the quiz at most at the chapter's end.
    await app.gql(
      UPDATE,
      { id: quiz.id, input: quizInput(chapter.id, { position: 2 }) },
      teacher.token,
    );
    await db.getRepository(Lecture).delete({ chapterId: chapter.id, lectureOrder: 2 });
    await app.settled();
    expect(await quizzesOf()).toMatchObject([{ id: quiz.id, position: 1 }]);
    const deleted = await app.gql(
      'mutation($id: ID!) { deleteQuiz(id: $id) }',
      { id: quiz.id },
      teacher.token,
    );
    expect(deleted.data!.deleteQuiz).toBe(quiz.id);
    expect(await quizzesOf()).toEqual([]);
    // courseQuizzes is answered from the response cache (read above), and the delete dropped it.
    const after = await app.gql(COURSE_QUIZZES, { courseId });
    expect(after.data!.courseQuizzes.map((q: { id: string }) => q.id)).not.toContain(quiz.id);
    await db.getRepository(Chapter).delete({ id: chapter.id });
    await app.settled();
  });

  it('issues the certificate only once every lecture is done and every quiz passed', async () => {
    const gated = await createCourse(app, teacher.user.id, { title: 'Gated Course' });
    const chapters = await db
      .getRepository(Chapter)
      .find({ where: { courseId: gated.id }, order: { chapterOrder: 'ASC' } });
    const lectures = await db.getRepository(Lecture).find({
      where: { chapter: { courseId: gated.id } },
      order: { chapter: { chapterOrder: 'ASC' }, lectureOrder: 'ASC' },
    });
    const first = await createdQuiz(quizInput(chapters[0].id));
    const second = await createdQuiz(quizInput(chapters[1].id, { position: 2 }));
    const learner = await learnerIn(gated.id);
    for (const lecture of lectures) {
      const { data } = await app.gql(
        COMPLETE,
        { courseId: gated.id, lectureId: lecture.id },
        learner.token,
      );
      expect(data!.completeLecture.certificate).toBeNull();
    }
    const mine = async () =>
      (await app.gql(MINE, {}, learner.token)).data!.myEnrollments.find(
        (e: { course: { id: string } }) => e.course.id === gated.id,
      );
    // Progress and status stay lecture-based.
    expect(await mine()).toMatchObject({
      progress: { percent: 100, status: 'COMPLETED', passedQuizIds: [] },
      quizzes: { passed: 0, total: 2 },
      certificate: null,
    });
    const certificateQuery = `query($courseId: ID!) { myCertificate(courseId: $courseId) { id } }`;
    expect(
      (await app.gql(certificateQuery, { courseId: gated.id }, learner.token)).data!.myCertificate,
    ).toBeNull();

    const failed = await app.gql(
      SUBMIT,
      { quizId: first.id, answers: answersFor(first, [0, 1]) },
      learner.token,
    );
    expect(failed.data!.submitQuizAttempt.certificate).toBeNull();
    const passedOne = await app.gql(
      SUBMIT,
      { quizId: first.id, answers: answersFor(first) },
      learner.token,
    );
    expect(passedOne.data!.submitQuizAttempt.certificate).toBeNull();
    expect(await mine()).toMatchObject({ quizzes: { passed: 1, total: 2 }, certificate: null });

    const passedAll = await app.gql(
      SUBMIT,
      { quizId: second.id, answers: answersFor(second) },
      learner.token,
    );
    const certificate = passedAll.data!.submitQuizAttempt.certificate;
    expect(certificate).toEqual({ id: expect.any(String) });
    expect(await mine()).toMatchObject({
      progress: { passedQuizIds: expect.arrayContaining([first.id, second.id]) },
      quizzes: { passed: 2, total: 2 },
      certificate,
    });
  });

  it('can require each lecture be watched to near its end before it is completed', async () => {
    const watched = await createCourse(app, teacher.user.id, {
      title: 'Watch It',
      chapters: [[{ free: false, minutes: 10 }]],
    });
    const [lecture] = await db
      .getRepository(Lecture)
      .find({ where: { chapter: { courseId: watched.id } } });
    const learner = await learnerIn(watched.id);
    const set = `mutation($courseId: ID!, $required: Boolean!) {
      setRequiresWatchedLectures(courseId: $courseId, required: $required) { id requiresWatchedLectures } }`;
    const outsider = await educator(app);
    expect(
      (await app.gql(set, { courseId: watched.id, required: true }, outsider.token)).errors![0]
        .extensions!.code,
    ).toBe('NOT_FOUND');
    const on = await app.gql(set, { courseId: watched.id, required: true }, teacher.token);
    expect(on.data!.setRequiresWatchedLectures.requiresWatchedLectures).toBe(true);

    const save = (seconds: number) =>
      app.gql(
        `mutation($c: ID!, $l: ID!, $s: Int!) { saveLecturePosition(courseId: $c, lectureId: $l, positionSeconds: $s) { positionSeconds } }`,
        { c: watched.id, l: lecture.id, s: seconds },
        learner.token,
      );
    const complete = () =>
      app.gql(COMPLETE, { courseId: watched.id, lectureId: lecture.id }, learner.token);
    const refused = async () =>
      expect((await complete()).errors![0]).toMatchObject({
        message:
          'This course asks you to watch each lecture to near its end before marking it complete',
        extensions: { code: 'FORBIDDEN' },
      });
    await save(300);
    await refused();
    // Seeking (or reporting) straight to the end counts only as far as time allows.
    await save(590);
    await refused();
    // Ten minutes of playing later, the report near the end counts.
    await db.query(
      `UPDATE lecture_watches SET advanced_at = now() - interval '10 minutes' WHERE user_id = $1`,
      [learner.user.id],
    );
    await save(560);
    await save(20); // going back keeps the furthest second
    expect((await complete()).data!.completeLecture.message).toBe('Progress Updated');
  });
});
