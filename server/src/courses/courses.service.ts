import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUuid } from '../common/ids';
import { Checker, type RawInput } from '../common/validation';
import { prop } from '../common/database/property-path';
import { Course } from './course.entity';
import type { CourseConnection } from './dto/course-connection';
import {
  decodeCursor,
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  MAX_PAGE_SIZE,
  pageSize,
} from '../common/pagination';
import type { CoursesArgs } from './dto/courses.args';

const CURSOR_KIND = 'course';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class CoursesService {
  constructor(@InjectRepository(Course) private readonly courses: Repository<Course>) {}

  /** Published courses, newest first, optionally filtered by a case-insensitive title substring. */
  async listPublished(args: RawInput<CoursesArgs>): Promise<CourseConnection> {
    const check = new Checker();
    const search = check.optionalText('search', 'Search', args.search, 200) ?? '';
    const first = pageSize(check, args.first, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    check.done();
    const after =
      typeof args.after === 'string' && args.after
        ? decodeCursor(CURSOR_KIND, args.after, isUuid)
        : undefined;

    const base = () => {
      const qb = this.courses.createQueryBuilder('course').where({ isPublished: true });
      if (search)
        qb.andWhere(
          `${prop<Course>('course', 'courseTitleLower')} LIKE lower(:pattern) ESCAPE '\\'`,
          {
            pattern: likePattern(search),
          },
        );
      return qb;
    };
    const page = base()
      .orderBy(prop<Course>('course', 'createdAt'), 'DESC')
      .addOrderBy(prop<Course>('course', 'id'), 'DESC')
      .take(first + 1);
    if (after) {
      const key = (alias: string) => [prop<Course>(alias, 'createdAt'), prop<Course>(alias, 'id')];
      const cursor = page
        .subQuery()
        .select(key('c'))
        .from(Course, 'c')
        .where(`${prop<Course>('c', 'id')} = :after`)
        .getQuery();
      page.andWhere(`(${key('course').join(', ')}) < ${cursor}`, { after });
    }
    const [rows, count] = await Promise.all([
      page.getMany(),
      base().select('count(*)::int', 'count').getRawOne<{ count: number }>(),
    ]);
    const totalCount = count!.count;
    const nodes = rows.slice(0, first);
    return {
      nodes,
      totalCount,
      pageInfo: {
        hasNextPage: rows.length > nodes.length,
        endCursor: nodes.length ? encodeCursor(CURSOR_KIND, nodes[nodes.length - 1].id) : null,
      },
    };
  }

  /** Every published course, newest first (the original REST list has no paging). */
  allPublished(): Promise<Course[]> {
    return this.courses.find({
      where: { isPublished: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }
}
