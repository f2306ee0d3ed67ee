import { DataSource } from 'typeorm';
import { NOTE_MAX_LENGTH } from '../../../shared/lecture-note';
import { Chapter } from '../../src/courses/chapter.entity';
import { Lecture } from '../../src/courses/lecture.entity';
import { LectureNote } from '../../src/notes/lecture-note.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const NOTE = 'id courseId lectureId positionSeconds body createdAt updatedAt';
const LIST = `query($courseId: ID!) { lectureNotes(courseId: $courseId) { ${NOTE} } }`;
const ADD = `mutation($courseId: ID!, $lectureId: ID!, $positionSeconds: Int!, $body: String!) {
  addLectureNote(courseId: $courseId, lectureId: $lectureId, positionSeconds: $positionSeconds, body: $body) { ${NOTE} } }`;
const UPDATE = `mutation($id: ID!, $body: String!) { updateLectureNote(id: $id, body: $body) { ${NOTE} } }`;
const DELETE = `mutation($id: ID!) { deleteLectureNote(id: $id) }`;
const DELETE_ACCOUNT = 'mutation($password: String!) { deleteAccount(password: $password) }';
const EXPORT = '{ myDataExport }';

interface Note {
  id: string;
  lectureId: string;
  positionSeconds: number;
  body: string;
}

describe('lecture notes', () => {
  let app: TestApp;
  let db: DataSource;
  let teacher: Session;
  let courseId: string;
  /** The course's lectures in order: chapter 1's two, then chapter 2's two. */
  let lectureIds: string[];
  let otherCourseLectureId: string;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    teacher = await educator(app);
    courseId = (await createCourse(app, teacher.user.id, { title: 'Noted Course' })).id;
    lectureIds = await lecturesOf(courseId);
    const other = await createCourse(app, teacher.user.id, { title: 'Other Course' });
    [otherCourseLectureId] = await lecturesOf(other.id);
  });
  afterAll(() => app.close());

  async function lecturesOf(id: string) {
    const chapters = await db
      .getRepository(Chapter)
      .find({ where: { courseId: id }, order: { chapterOrder: 'ASC' } });
    const ids: string[] = [];
    for (const chapter of chapters)
      for (const l of await db
        .getRepository(Lecture)
        .find({ where: { chapterId: chapter.id }, order: { lectureOrder: 'ASC' } }))
        ids.push(l.id);
    return ids;
  }

  async function learner(password?: string) {
    const session = await signUp(app, newUser(password ? { password } : {}));
    await enroll(app, session.user.id, courseId);
    return session;
  }

  const add = (token: string, variables: Record<string, unknown>) =>
    app.gql(
      ADD,
      { courseId, lectureId: lectureIds[0], positionSeconds: 95, body: 'A note', ...variables },
      token,
    );

  async function added(token: string, variables: Record<string, unknown> = {}): Promise<Note> {
    const { data, errors } = await add(token, variables);
    expect(errors).toBeUndefined();
    return data!.addLectureNote as Note;
  }

  const list = async (token: string) => {
    const { data, errors } = await app.gql(LIST, { courseId }, token);
    expect(errors).toBeUndefined();
    return data!.lectureNotes as Note[];
  };

  it('an enrolled learner adds notes at seconds, lists them in course order, edits and deletes them', async () => {
    const me = await learner();
    const later = await added(me.token, {
      lectureId: lectureIds[2],
      positionSeconds: 10,
      body: 'Chapter two',
    });
    const first = await added(me.token, {
      positionSeconds: 95,
      body: '  Funnel: top is awareness\nthen interest  ',
    });
    const earlier = await added(me.token, { positionSeconds: 5, body: 'Intro' });
    expect(first).toMatchObject({
      lectureId: lectureIds[0],
      positionSeconds: 95,
      body: 'Funnel: top is awareness\nthen interest',
    });

    expect((await list(me.token)).map((n) => n.id)).toEqual([earlier.id, first.id, later.id]);

    const { data } = await app.gql(UPDATE, { id: first.id, body: 'Edited' }, me.token);
    expect(data!.updateLectureNote).toMatchObject({
      id: first.id,
      body: 'Edited',
      positionSeconds: 95,
    });
    expect((await app.gql(DELETE, { id: later.id }, me.token)).data).toEqual({
      deleteLectureNote: later.id,
    });
    expect((await list(me.token)).map((n) => [n.body, n.positionSeconds])).toEqual([
      ['Intro', 5],
      ['Edited', 95],
    ]);
  });

  it('refuses anyone who may not learn from the course: signed out, not enrolled, the owner', async () => {
    const stranger = await signUp(app, newUser());
    const before = await db.getRepository(LectureNote).count();

    expect((await app.gql(LIST, { courseId })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await add('', {})).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(LIST, { courseId }, stranger.token)).errors![0].extensions!.code).toBe(
      'FORBIDDEN',
    );
    expect((await add(stranger.token, {})).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await add(teacher.token, {})).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(
      (await add(stranger.token, { courseId: '00000000-0000-4000-8000-000000000000' })).errors![0]
        .extensions!.code,
    ).toBe('NOT_FOUND');
    expect(await db.getRepository(LectureNote).count()).toBe(before);
  });

  it("another user can neither read, edit nor delete a learner's notes", async () => {
    const owner = await learner();
    const other = await learner();
    const note = await added(owner.token, { body: 'Mine alone' });

    expect(await list(other.token)).toEqual([]);
    const edit = await app.gql(UPDATE, { id: note.id, body: 'Hijacked' }, other.token);
    expect(edit.errors![0].extensions!.code).toBe('NOT_FOUND');
    const remove = await app.gql(DELETE, { id: note.id }, other.token);
    expect(remove.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await list(owner.token)).map((n) => n.body)).toEqual(['Mine alone']);
  });

  it('a learner who is no longer enrolled cannot write notes, but can delete their own', async () => {
    const me = await learner();
    const note = await added(me.token);
    await db.query('DELETE FROM enrollments WHERE user_id = $1', [me.user.id]);
    await app.settled();

    expect((await add(me.token, {})).errors![0].extensions!.code).toBe('FORBIDDEN');
    const edit = await app.gql(UPDATE, { id: note.id, body: 'Later' }, me.token);
    expect(edit.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await app.gql(DELETE, { id: note.id }, me.token)).data).toEqual({
      deleteLectureNote: note.id,
    });
  });

  describe('bad input is refused by field and stores nothing', () => {
    let me: Session;
    beforeAll(async () => {
      me = await learner();
    });

    it.each([
      ['an empty body', { body: '   ' }, 'body', 'REQUIRED_FIELD_EMPTY'],
      ['a body over the cap', { body: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, 'body', 'TOO_LONG'],
      ['a control character', { body: 'a\u0000b' }, 'body', 'CONTROL_CHARACTERS'],
      ['a negative second', { positionSeconds: -1 }, 'positionSeconds', 'INVALID'],
      ['a second past a day', { positionSeconds: 86_401 }, 'positionSeconds', 'INVALID'],
    ])('%s', async (_, variables, field, code) => {
      const before = await db.getRepository(LectureNote).count();
      const { errors } = await add(me.token, variables);
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].extensions!.fields).toContainEqual(
        expect.objectContaining({ field, code }),
      );
      expect(await db.getRepository(LectureNote).count()).toBe(before);
    });

    it('a lecture of another course, or no lecture id at all', async () => {
      for (const lectureId of [otherCourseLectureId, 'not-an-id']) {
        const { errors } = await add(me.token, { lectureId });
        expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
        expect(errors![0].extensions!.fields).toContainEqual(
          expect.objectContaining({ field: 'lectureId' }),
        );
      }
    });

    it('a body at the cap is kept whole; an edit is checked the same way', async () => {
      const note = await added(me.token, { body: 'y'.repeat(NOTE_MAX_LENGTH) });
      expect(note.body).toHaveLength(NOTE_MAX_LENGTH);
      const { errors } = await app.gql(UPDATE, { id: note.id, body: '' }, me.token);
      expect(errors![0].extensions!.fields).toContainEqual(
        expect.objectContaining({ field: 'body', code: 'REQUIRED_FIELD_EMPTY' }),
      );
      const unknown = await app.gql(UPDATE, { id: 'nope', body: 'x' }, me.token);
      expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
    });
  });

  it('the data export includes the notes, and deleting the account removes them', async () => {
    const me = await learner('notes-pass-1');
    const stays = await learner();
    await added(me.token, { body: 'Exported note', positionSeconds: 42 });
    await added(stays.token, { body: 'Someone else' });

    const exported = JSON.parse((await app.gql(EXPORT, {}, me.token)).data!.myDataExport);
    expect(exported.lectureNotes).toEqual([
      expect.objectContaining({
        courseId,
        lectureId: lectureIds[0],
        positionSeconds: 42,
        body: 'Exported note',
      }),
    ]);
    expect(JSON.stringify(exported)).not.toContain('Someone else');

    const deleted = await app.gql(DELETE_ACCOUNT, { password: 'notes-pass-1' }, me.token);
    expect(deleted.data).toEqual({ deleteAccount: true });
    expect(await db.getRepository(LectureNote).countBy({ userId: me.user.id })).toBe(0);
    expect(await db.getRepository(LectureNote).countBy({ userId: stays.user.id })).toBe(1);
  });

  it('removing a lecture removes its notes', async () => {
    const me = await learner();
    const lecture = await db.getRepository(Lecture).findOneByOrFail({ id: lectureIds[3] });
    await added(me.token, { lectureId: lecture.id, body: 'On a lecture that goes' });
    await db.getRepository(Lecture).delete({ id: lecture.id });
    await app.settled();
    expect((await list(me.token)).map((n) => n.body)).not.toContain('On a lecture that goes');
  });
});
