import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { RequestLoaders } from '../../common/graphql/request-loaders';
import { CourseCatalogQueries, type LectureAccess } from '../../courses/course-catalog.queries';
import type { User } from '../../users/user.entity';
import { HostedVideo } from '../hosted-video.entity';
import { LectureCaption } from '../lecture-caption.entity';

/** Every column but the key (`select: false` keeps it out anyway). */
const LISTED = {
  id: true,
  uploaderId: true,
  lectureId: true,
  status: true,
  progress: true,
  failureReason: true,
  durationSeconds: true,
  renditions: true,
  createdAt: true,
} as const;

/** Hosted video's questions about many lectures at once, one query each per GraphQL operation. */
@Injectable()
export class VideoLoaders {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  video(loaders: RequestLoaders, id: string): Promise<HostedVideo | null> {
    return loaders.fromMap(
      'hostedVideo',
      id,
      async (ids) => {
        const rows = await this.db
          .getRepository(HostedVideo)
          .find({ where: { id: In([...ids]) }, select: LISTED });
        return new Map(rows.map((v) => [v.id, v]));
      },
      null,
    );
  }

  /** The newest upload attached to the lecture, whatever its status. */
  latestUpload(loaders: RequestLoaders, lectureId: string): Promise<HostedVideo | null> {
    return loaders.fromMap(
      'latestUpload',
      lectureId,
      async (ids) => {
        const rows = await this.db
          .getRepository(HostedVideo)
          .createQueryBuilder('v')
          .distinctOn(['v.lecture_id'])
          .select(Object.keys(LISTED).map((column) => `v.${column}`))
          .where('v.lecture_id = ANY(:ids)', { ids })
          .orderBy('v.lecture_id')
          .addOrderBy('v.created_at', 'DESC')
          .getMany();
        return new Map(rows.map((v) => [v.lectureId!, v]));
      },
      null,
    );
  }

  /** The languages a lecture has captions in, in LOCALES order. */
  captionLanguages(loaders: RequestLoaders, lectureId: string): Promise<string[]> {
    return loaders.fromMap(
      'captionLanguages',
      lectureId,
      async (ids) => {
        const rows = await this.db.getRepository(LectureCaption).find({
          where: { lectureId: In([...ids]) },
          select: { lectureId: true, language: true },
          order: { language: 'ASC' },
        });
        const byLecture = new Map<string, string[]>();
        for (const row of rows)
          byLecture.set(row.lectureId, [...(byLecture.get(row.lectureId) ?? []), row.language]);
        return byLecture;
      },
      [] as string[],
    );
  }

  /** Whether `viewer` may watch, and edit, each lecture (`CourseCatalogQueries.watchAccess`). */
  access(
    loaders: RequestLoaders,
    viewer: User | undefined,
    lectureId: string,
  ): Promise<LectureAccess | null> {
    return loaders.fromMap(
      `lectureAccess:${viewer?.id ?? 'anonymous'}`,
      lectureId,
      (ids) => this.catalog.watchAccess(viewer, ids),
      null,
    );
  }
}
