import { DataSource } from 'typeorm';
import { byPrimaryKey } from '../../src/common/database/plain-rows';
import { Course } from '../../src/courses/course.entity';
import { createCourse, educator } from '../support/catalog-fixtures';
import { TestApp } from '../support/test-app';

/** The plain by-id read gives what TypeORM's own read gives: every selected column, typed alike. */
describe('byPrimaryKey', () => {
  let app: TestApp;
  const db = () => app.app.get(DataSource);

  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(() => app.close());

  it("reads a course as TypeORM's findOneBy does, numbers, dates and flags included", async () => {
    const owner = await educator(app);
    const { id } = await createCourse(app, owner.user.id, {
      title: 'Plain read',
      price: 1499.5,
      discount: 12.5,
      published: false,
    });
    await db().query(
      `UPDATE courses SET archived_at = now(), requires_watched_lectures = true WHERE id = $1`,
      [id],
    );
    const plain = await byPrimaryKey(db(), Course)(id);
    const typeorm = await db().getRepository(Course).findOneByOrFail({ id });
    expect(plain).toBeInstanceOf(Course);
    expect(plain).toEqual(typeorm);
    expect(plain).toMatchObject({ coursePrice: 1499.5, discount: 12.5, isPublished: false });
    expect(plain!.archivedAt).toBeInstanceOf(Date);
  });

  it('answers null for an id nobody has', async () => {
    expect(await byPrimaryKey(db(), Course)('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
