import { DataSource } from 'typeorm';
import { Chapter } from '../../src/courses/chapter.entity';
import { Lecture } from '../../src/courses/lecture.entity';
import { LectureQuestion } from '../../src/community/lecture-question.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';
import { untilWaitingOnLocks } from '../support/until';

type Session = Awaited<ReturnType<typeof signUp>>;

const QUESTION = `id courseId lectureId lectureTitle positionSeconds body upvoteCount answerCount
  viewerHasUpvoted isMine firstAnsweredAt acceptedAnswerId pinned duplicateOfId hidden
  author { id name } answers { id body byInstructor accepted author { id } }`;
const ASK = `mutation($lectureId: ID!, $body: String!, $positionSeconds: Int) {
  askQuestion(lectureId: $lectureId, body: $body, positionSeconds: $positionSeconds) { ${QUESTION} } }`;
const ANSWER = `mutation($questionId: ID!, $body: String!) {
  answerQuestion(questionId: $questionId, body: $body) { id byInstructor accepted } }`;
const ACCEPT = `mutation($id: ID!) { acceptAnswer(answerId: $id) { id acceptedAnswerId answers { id accepted } } }`;
const UPVOTE = `mutation($id: ID!) { upvoteQuestion(questionId: $id) { upvoteCount viewerHasUpvoted } }`;
const UNVOTE = `mutation($id: ID!) { withdrawQuestionUpvote(questionId: $id) { upvoteCount viewerHasUpvoted } }`;
const PIN = `mutation($id: ID!, $pinned: Boolean!) { pinQuestion(questionId: $id, pinned: $pinned) { pinned } }`;
const DUPLICATE = `mutation($id: ID!, $of: ID) { markQuestionDuplicate(questionId: $id, duplicateOfId: $of) { duplicateOfId } }`;
const LIST = `query($courseId: ID!, $lectureId: ID, $filter: QuestionFilter) {
  courseQuestions(courseId: $courseId, lectureId: $lectureId, filter: $filter, first: 50) {
    nodes { id body upvoteCount pinned } pageInfo { hasNextPage } } }`;
const ONE = `query($id: ID!) { question(id: $id) { ${QUESTION} askMentor { id } } }`;
const INBOX = `{ educatorQuestionInbox(first: 50) { nodes { id body firstAnsweredAt lectureTitle positionSeconds } } }`;
const STATS = `{ educatorQuestionStats { courseId questionCount unansweredCount medianSecondsToFirstAnswer } }`;

const refusal = (res: GraphQLResponse) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});

describe('questions on lectures', () => {
  let app: TestApp;
  let db: DataSource;
  let teacher: Session;
  let courseId: string;
  /** Chapter 1: a 10-minute free preview, a 20-minute locked lecture. */
  let lectureIds: string[];

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    teacher = await educator(app);
    courseId = (await createCourse(app, teacher.user.id, { title: 'Asked Course' })).id;
    const [chapter] = await db
      .getRepository(Chapter)
      .find({ where: { courseId }, order: { chapterOrder: 'ASC' } });
    lectureIds = (
      await db
        .getRepository(Lecture)
        .find({ where: { chapterId: chapter.id }, order: { lectureOrder: 'ASC' } })
    ).map((l) => l.id);
  });
  afterAll(() => app.close());

  /** An enrolled learner whose account is a few days old (a new one has the tighter post limit). */
  async function learner() {
    const session = await signUp(app, newUser());
    await enroll(app, session.user.id, courseId);
    await db.query(`UPDATE users SET created_at = now() - interval '3 days' WHERE id = $1`, [
      session.user.id,
    ]);
    return session;
  }

  async function ask(token: string, variables: Record<string, unknown> = {}) {
    const res = await app.gql(
      ASK,
      { lectureId: lectureIds[1], body: 'Why this hook?', positionSeconds: 133, ...variables },
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.askQuestion as Record<string, any>;
  }

  const questionCount = async () => Number((await db.query('SELECT count(*) FROM lecture_questions'))[0].count);

  it('a learner asks at 2:13; the educator’s answer is the instructor’s; the asker accepts it and is told of the reply', async () => {
    const me = await learner();
    const question = await ask(me.token, { body: '  Why does the hook\nat 2:13 work?  ' });
    expect(question).toMatchObject({
      lectureId: lectureIds[1],
      lectureTitle: 'Lecture 1.2',
      positionSeconds: 133,
      body: 'Why does the hook\nat 2:13 work?',
      isMine: true,
      answerCount: 0,
      firstAnsweredAt: null,
      author: { id: me.user.id },
    });

    const peer = await learner();
    const peerAnswer = await app.gql(ANSWER, { questionId: question.id, body: 'I think timing.' }, peer.token);
    expect(peerAnswer.data!.answerQuestion).toMatchObject({ byInstructor: false });
    const own = await app.gql(ANSWER, { questionId: question.id, body: 'Thanks!' }, me.token);
    expect(own.errors).toBeUndefined();
    const instructor = await app.gql(
      ANSWER,
      { questionId: question.id, body: 'It opens a loop.' },
      teacher.token,
    );
    expect(instructor.data!.answerQuestion).toMatchObject({ byInstructor: true });

    const accepted = await app.gql(ACCEPT, { id: instructor.data!.answerQuestion.id }, me.token);
    expect(accepted.data!.acceptAnswer.acceptedAnswerId).toBe(instructor.data!.answerQuestion.id);
    const { data } = await app.gql(ONE, { id: question.id }, peer.token);
    expect(data!.question.answerCount).toBe(3);
    expect(data!.question.firstAnsweredAt).not.toBeNull();
    // The accepted answer first, then by time.
    expect(data!.question.answers.map((a: { body: string; accepted: boolean }) => [a.body, a.accepted])).toEqual([
      ['It opens a loop.', true],
      ['I think timing.', false],
      ['Thanks!', false],
    ]);

    // Only the asker accepts.
    expect(refusal(await app.gql(ACCEPT, { id: peerAnswer.data!.answerQuestion.id }, peer.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Only the person who asked can accept an answer.',
    });
    // The asker is told of each reply by someone else (not of their own); the accepted answer’s author of the acceptance.
    const mails = await db.query<{ kind: string; to_address: string }[]>(
      `SELECT kind, to_address FROM outbound_mails WHERE kind LIKE 'community_%' ORDER BY created_at`,
    );
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['community_question_answered', me.user.email],
      ['community_question_answered', me.user.email],
      ['community_answer_accepted', teacher.user.email],
    ]);
  });

  it('refuses an empty or 20,000-character question and a second past the lecture’s end, writing nothing', async () => {
    const me = await learner();
    const before = await questionCount();
    const empty = await app.gql(ASK, { lectureId: lectureIds[1], body: '   ' }, me.token);
    expect(refusal(empty)).toEqual({ code: 'BAD_USER_INPUT', message: 'Question is required' });
    const long = await app.gql(ASK, { lectureId: lectureIds[1], body: 'x'.repeat(20_000) }, me.token);
    expect(refusal(long).code).toBe('BAD_USER_INPUT');
    expect(long.errors![0].extensions!.fields).toEqual([expect.objectContaining({ field: 'body' })]);
    // Lecture 1.2 lasts 20 minutes: 1200 is its last second.
    const past = await app.gql(
      ASK,
      { lectureId: lectureIds[1], body: 'Late?', positionSeconds: 1201 },
      me.token,
    );
    expect(refusal(past)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This second is past the end of the lecture.',
    });
    expect((await ask(me.token, { positionSeconds: 1200 })).positionSeconds).toBe(1200);
    expect(await questionCount()).toBe(before + 1);
  });

  it('only people who may watch the lecture take part: an outsider neither asks, reads nor answers', async () => {
    const me = await learner();
    const question = await ask(me.token);
    const outsider = await signUp(app, newUser());
    expect(refusal(await app.gql(ASK, { lectureId: lectureIds[1], body: 'Hi' }, outsider.token)).code).toBe('NOT_FOUND');
    const answer = await app.gql(ANSWER, { questionId: question.id, body: 'Me too' }, outsider.token);
    expect(refusal(answer)).toEqual({ code: 'NOT_FOUND', message: 'Question not found' });
    expect(refusal(await app.gql(ONE, { id: question.id }, outsider.token)).code).toBe('NOT_FOUND');
    // The free preview is open to them, and so are its questions only.
    const onPreview = await ask(me.token, { lectureId: lectureIds[0], body: 'On the preview' });
    const seen = await app.gql(LIST, { courseId }, outsider.token);
    expect(seen.errors).toBeUndefined();
    const ids = seen.data!.courseQuestions.nodes.map((n: { id: string }) => n.id);
    expect(ids).toContain(onPreview.id);
    expect(ids).not.toContain(question.id);
    expect(refusal(await app.gql(LIST, { courseId, lectureId: lectureIds[1] }, outsider.token)).code).toBe('NOT_FOUND');
    const rows = await db.query('SELECT count(*) FROM question_answers WHERE question_id = $1', [question.id]);
    expect(Number(rows[0].count)).toBe(0);
  });

  it('one upvote per person: a second is refused, twenty at once count twenty, one’s own is refused', async () => {
    const asker = await learner();
    const question = await ask(asker.token);
    const voters = await Promise.all(Array.from({ length: 20 }, () => learner()));
    const votes = await Promise.all(voters.map((v) => app.gql(UPVOTE, { id: question.id }, v.token)));
    expect(votes.every((v) => v.errors === undefined)).toBe(true);
    const again = await app.gql(UPVOTE, { id: question.id }, voters[0].token);
    expect(refusal(again)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You have already upvoted this question.',
    });
    expect(refusal(await app.gql(UPVOTE, { id: question.id }, asker.token)).message).toBe(
      'You cannot upvote your own question.',
    );
    const stored = await db.getRepository(LectureQuestion).findOneByOrFail({ id: question.id });
    expect(stored.upvoteCount).toBe(20);
    const back = await app.gql(UNVOTE, { id: question.id }, voters[0].token);
    expect(back.data!.withdrawQuestionUpvote).toEqual({ upvoteCount: 19, viewerHasUpvoted: false });
  });

  it('filters unanswered, mine, one lecture and most upvoted; the educator pins and marks duplicates', async () => {
    const fresh = (await createCourse(app, teacher.user.id, { title: 'Filtered' })).id;
    const [chapter] = await db.getRepository(Chapter).find({ where: { courseId: fresh }, order: { chapterOrder: 'ASC' } });
    const [l1, l2] = (await db.getRepository(Lecture).find({ where: { chapterId: chapter.id }, order: { lectureOrder: 'ASC' } })).map((l) => l.id);
    const a = await signUp(app, newUser());
    const b = await signUp(app, newUser());
    for (const s of [a, b]) {
      await enroll(app, s.user.id, fresh);
      await db.query(`UPDATE users SET created_at = now() - interval '3 days' WHERE id = $1`, [s.user.id]);
    }
    const q1 = await ask(a.token, { lectureId: l1, body: 'first', positionSeconds: 10 });
    const q2 = await ask(b.token, { lectureId: l2, body: 'second', positionSeconds: 20 });
    const q3 = await ask(a.token, { lectureId: l2, body: 'third', positionSeconds: 30 });
    await app.gql(UPVOTE, { id: q2.id }, a.token);
    await app.gql(ANSWER, { questionId: q3.id, body: 'answered' }, b.token);
    const list = async (variables: Record<string, unknown>, token = a.token) => {
      const res = await app.gql(LIST, { courseId: fresh, ...variables }, token);
      expect(res.errors).toBeUndefined();
      return res.data!.courseQuestions.nodes.map((n: { body: string }) => n.body);
    };
    expect(await list({})).toEqual(['third', 'second', 'first']);
    expect(await list({ filter: 'UNANSWERED' })).toEqual(['second', 'first']);
    expect(await list({ filter: 'MINE' })).toEqual(['third', 'first']);
    expect(await list({ lectureId: l2 })).toEqual(['third', 'second']);
    expect((await list({ filter: 'MOST_UPVOTED' }))[0]).toBe('second');

    // A learner may not pin; the educator may, and a pinned question leads the list.
    expect(refusal(await app.gql(PIN, { id: q1.id, pinned: true }, a.token)).code).toBe('NOT_FOUND');
    expect((await app.gql(PIN, { id: q1.id, pinned: true }, teacher.token)).data!.pinQuestion.pinned).toBe(true);
    expect(await list({})).toEqual(['first', 'third', 'second']);
    const dup = await app.gql(DUPLICATE, { id: q3.id, of: q2.id }, teacher.token);
    expect(dup.data!.markQuestionDuplicate.duplicateOfId).toBe(q2.id);
    expect(refusal(await app.gql(DUPLICATE, { id: q3.id, of: q3.id }, teacher.token)).message).toBe(
      'A question cannot be a duplicate of itself.',
    );
    const other = await ask((await learner()).token);
    expect(refusal(await app.gql(DUPLICATE, { id: q3.id, of: other.id }, teacher.token)).message).toBe(
      'The original question must be in the same course.',
    );

    // No chains or loops: the original of a duplicate is the one it points at, and a question's
    // duplicates follow it when it is marked; the other way round is refused.
    const dupOf = async (id: string) =>
      (await db.getRepository(LectureQuestion).findOneByOrFail({ id })).duplicateOfId;
    expect(refusal(await app.gql(DUPLICATE, { id: q2.id, of: q3.id }, teacher.token)).message).toBe(
      'A question cannot be a duplicate of itself.',
    );
    await app.gql(DUPLICATE, { id: q1.id, of: q3.id }, teacher.token);
    expect(await dupOf(q1.id)).toBe(q2.id);
    const q4 = await ask(b.token, { lectureId: l1, body: 'fourth', positionSeconds: 5 });
    expect((await app.gql(DUPLICATE, { id: q2.id, of: q4.id }, teacher.token)).errors).toBeUndefined();
    expect([await dupOf(q1.id), await dupOf(q2.id), await dupOf(q3.id)]).toEqual([q4.id, q4.id, q4.id]);
    // Two marks at once, each of the other: one wins.
    const [x, y] = [
      await ask(a.token, { lectureId: l1, body: 'x', positionSeconds: 1 }),
      await ask(b.token, { lectureId: l1, body: 'y', positionSeconds: 2 }),
    ];
    const both = await Promise.all([
      app.gql(DUPLICATE, { id: x.id, of: y.id }, teacher.token),
      app.gql(DUPLICATE, { id: y.id, of: x.id }, teacher.token),
    ]);
    expect(both.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect([await dupOf(x.id), await dupOf(y.id)].filter(Boolean)).toHaveLength(1);
    await app.gql(DUPLICATE, { id: x.id, of: null }, teacher.token);
    await app.gql(DUPLICATE, { id: y.id, of: null }, teacher.token);
    expect([await dupOf(x.id), await dupOf(y.id)]).toEqual([null, null]);
  });

  it('the educator’s inbox lists unanswered first with the lecture and second, and the median time to a first answer', async () => {
    const teacher2 = await educator(app);
    const course = (await createCourse(app, teacher2.user.id, { title: 'Inbox Course' })).id;
    const [chapter] = await db.getRepository(Chapter).find({ where: { courseId: course }, order: { chapterOrder: 'ASC' } });
    const [lecture] = await db.getRepository(Lecture).find({ where: { chapterId: chapter.id }, order: { lectureOrder: 'ASC' } });
    const me = await learner();
    await enroll(app, me.user.id, course);
    const ids: string[] = [];
    for (const body of ['answered in 1 h', 'answered in 3 h', 'answered in 10 h', 'waiting'])
      ids.push((await ask(me.token, { lectureId: lecture.id, body, positionSeconds: 42 })).id);
    for (const id of ids.slice(0, 3))
      expect((await app.gql(ANSWER, { questionId: id, body: 'Here' }, teacher2.token)).errors).toBeUndefined();
    for (const [id, hours] of [[ids[0], 1], [ids[1], 3], [ids[2], 10]] as const)
      await db.query(
        `UPDATE lecture_questions SET created_at = first_answered_at - make_interval(hours => $2) WHERE id = $1`,
        [id, hours],
      );
    const inbox = await app.gql(INBOX, {}, teacher2.token);
    expect(inbox.errors).toBeUndefined();
    const nodes = inbox.data!.educatorQuestionInbox.nodes;
    expect(nodes[0]).toMatchObject({ body: 'waiting', firstAnsweredAt: null, lectureTitle: 'Lecture 1.1', positionSeconds: 42 });
    expect(nodes).toHaveLength(4);
    const stats = await app.gql(STATS, {}, teacher2.token);
    expect(stats.data!.educatorQuestionStats).toEqual([
      { courseId: course, questionCount: 4, unansweredCount: 1, medianSecondsToFirstAnswer: 3 * 3600 },
    ]);
    // Another educator's inbox does not hold them.
    const theirs = await app.gql(INBOX, {}, teacher.token);
    expect(theirs.data!.educatorQuestionInbox.nodes.map((n: { id: string }) => n.id)).not.toContain(ids[3]);
  });

  it('offers "Ask a mentor" to the asker after 48 hours unanswered, when the course’s educator is a mentor', async () => {
    const me = await learner();
    const question = await ask(me.token);
    const mentorOf = async (token: string) => {
      const res = await app.gql(ONE, { id: question.id }, token);
      expect(res.errors).toBeUndefined();
      return res.data!.question.askMentor;
    };
    await app.gql(
      'mutation($input: MentorProfileInput!) { saveMentorProfile(input: $input) { id } }',
      { input: { headline: 'I answer questions', timeZone: 'UTC' } },
      teacher.token,
    );
    const created = await app.gql(
      'mutation($input: SessionTypeInput!) { createSessionType(input: $input) { id } }',
      { input: { title: 'Course help', durationMinutes: 30, pricePaise: 0, minNoticeMinutes: 0, cancellationPolicy: 'Any time.' } },
      teacher.token,
    );
    expect(created.errors).toBeUndefined();
    expect(await mentorOf(me.token)).toBeNull();
    await db.query(`UPDATE lecture_questions SET created_at = now() - interval '49 hours' WHERE id = $1`, [question.id]);
    expect(await mentorOf(me.token)).toEqual({ id: teacher.user.id });
    // Not for someone else, and not once answered.
    expect(await mentorOf((await learner()).token)).toBeNull();
    await app.gql(ANSWER, { questionId: question.id, body: 'Here you go' }, teacher.token);
    expect(await mentorOf(me.token)).toBeNull();
  });

  it('a new account posts five times an hour at first, then is told to wait', async () => {
    const fresh = await signUp(app, newUser());
    await enroll(app, fresh.user.id, courseId);
    for (let i = 0; i < 5; i++) await ask(fresh.token, { body: `Question ${i}` });
    const sixth = await app.gql(ASK, { lectureId: lectureIds[1], body: 'One more' }, fresh.token);
    expect(refusal(sixth).code).toBe('TOO_MANY_REQUESTS');
    expect(refusal(sixth).message).toMatch(/^New accounts post a few times an hour at first\. Please try again in/);
  });

  it('emits question.created to the course owner’s endpoint, in the question’s transaction', async () => {
    await db.query(
      `INSERT INTO webhook_endpoints (owner_id, url, events, secret)
       VALUES ($1, 'https://hooks.example.com/q', ARRAY['question.created'], 'whsec_test')`,
      [teacher.user.id],
    );
    const me = await learner();
    const question = await ask(me.token, { body: 'Hooked?', positionSeconds: 7 });
    const events = await db.query<{ data: Record<string, unknown> }[]>(
      `SELECT payload->'data' AS data FROM webhook_events
       WHERE type = 'question.created' AND payload->'data'->>'questionId' = $1`,
      [question.id],
    );
    expect(events).toEqual([
      {
        data: expect.objectContaining({
          courseId,
          lectureId: lectureIds[1],
          lectureTitle: 'Lecture 1.2',
          positionSeconds: 7,
          body: 'Hooked?',
          asker: { id: me.user.id, name: expect.any(String) },
        }),
      },
    ]);
  });

  it('reports reach the admin, who hides the post: audited, its author told, others no longer see it', async () => {
    const REPORT = `mutation($q: ID, $a: ID, $reason: String!) { reportPost(questionId: $q, answerId: $a, reason: $reason) }`;
    const REPORTS = '{ adminPostReports { id questionId answerId body reason hidden lectureTitle } }';
    const HIDE = 'mutation($id: ID!, $reason: String!) { hideReportedPost(reportId: $id, reason: $reason) }';
    const asker = await learner();
    const spam = await ask(asker.token, { body: 'Buy followers at spam.example' });
    const reporter = await learner();
    expect((await app.gql(REPORT, { q: spam.id, reason: 'Spam' }, reporter.token)).data).toEqual({ reportPost: true });
    expect(refusal(await app.gql(REPORT, { q: spam.id, reason: 'Spam' }, reporter.token)).message).toBe(
      'You have reported this already. Thank you: an admin will look at it.',
    );
    expect(refusal(await app.gql(REPORT, { q: spam.id, reason: 'Mine' }, asker.token)).message).toBe(
      'You cannot report your own post.',
    );
    const second = await learner();
    expect((await app.gql(REPORT, { q: spam.id, reason: 'Ads' }, second.token)).data).toEqual({ reportPost: true });
    const admin = await signUp(app, newUser());
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    expect(refusal(await app.gql(REPORTS, {}, reporter.token)).code).toBe('FORBIDDEN');
    const reports = (await app.gql(REPORTS, {}, admin.token)).data!.adminPostReports;
    const report = reports.find((r: { questionId: string; reason: string }) => r.questionId === spam.id && r.reason === 'Spam');
    const other = reports.find((r: { questionId: string; reason: string }) => r.questionId === spam.id && r.reason === 'Ads');
    expect(report).toMatchObject({ answerId: null, body: 'Buy followers at spam.example', reason: 'Spam', hidden: false });

    // Two admins at once on the same report, and a third on the other report of the same post: it
    // is hidden once, audited once, and its author told once; the others find no open report.
    // The reports are held locked meanwhile, so the three are in flight together.
    const hold = db.createQueryRunner();
    await hold.startTransaction();
    await hold.query('SELECT 1 FROM post_reports WHERE id = ANY($1) FOR UPDATE', [[report.id, other.id]]);
    const hiding = Promise.all(
      [report.id, report.id, other.id].map((id) => app.gql(HIDE, { id, reason: 'Advertising' }, admin.token)),
    );
    await untilWaitingOnLocks(db, 3);
    await hold.commitTransaction();
    await hold.release();
    const results = await hiding;
    expect(results.filter((r) => r.data?.hideReportedPost === true)).toHaveLength(1);
    expect(results.filter((r) => !r.data).map((r) => refusal(r).code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    const audit = await db.query(
      `SELECT action, target_type, reason FROM admin_audit_log WHERE target_id = $1`,
      [spam.id],
    );
    expect(audit).toEqual([{ action: 'hide_question', target_type: 'question', reason: 'Advertising' }]);
    const told = await db.query(
      `SELECT kind FROM outbound_mails WHERE to_address = $1 AND kind = 'community_post_hidden'`,
      [asker.user.email],
    );
    expect(told).toHaveLength(1);
    expect(refusal(await app.gql(ONE, { id: spam.id }, reporter.token)).code).toBe('NOT_FOUND');
    const own = await app.gql(ONE, { id: spam.id }, asker.token);
    expect(own.data!.question.hidden).toBe(true);
    const open = (await app.gql(REPORTS, {}, admin.token)).data!.adminPostReports;
    expect(open.map((r: { id: string }) => r.id)).not.toContain(report.id);
    expect(open.map((r: { id: string }) => r.id)).not.toContain(other.id);

    // A hidden answer: reported by nobody more (those who still see it are its author and staff).
    const thread = await ask(asker.token, { body: 'A real question' });
    const answered = await app.gql(ANSWER, { questionId: thread.id, body: 'Cheap likes here' }, second.token);
    const answerId = answered.data!.answerQuestion.id as string;
    expect((await app.gql(REPORT, { a: answerId, reason: 'Spam' }, reporter.token)).data).toEqual({ reportPost: true });
    const answerReport = (await app.gql(REPORTS, {}, admin.token)).data!.adminPostReports.find(
      (r: { answerId: string | null }) => r.answerId === answerId,
    );
    expect((await app.gql(HIDE, { id: answerReport.id, reason: 'Spam' }, admin.token)).errors).toBeUndefined();
    expect(refusal(await app.gql(REPORT, { a: answerId, reason: 'Spam too' }, asker.token))).toEqual({
      code: 'NOT_FOUND',
      message: 'Answer not found',
    });
  });
});
