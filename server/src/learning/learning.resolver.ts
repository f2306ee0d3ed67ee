import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { Certificate } from '../certificates/certificate.entity';
import { CertificatesService } from '../certificates/certificates.service';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { CatalogLoaders } from '../courses/catalog.loaders';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { RefundsService } from '../payments/refunds.service';
import type { User } from '../users/user.entity';
import {
  CompleteLectureResult,
  CourseProgress,
  MyEnrollment,
  ResumePoint,
  toProgress,
} from './dto/progress.types';
import { LecturePositionsService, MAX_POSITION_SECONDS } from './lecture-positions.service';
import { ProgressService } from './progress.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';
import { Idempotent } from '../offline-sync/idempotent.interceptor';

/** A learner's enrollments, progress and resume points. */
@Resolver()
@Authenticated()
export class LearningResolver {
  constructor(
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(ProgressService) private readonly progress: ProgressService,
    @Inject(CatalogLoaders) private readonly catalog: CatalogLoaders,
    @Inject(RefundsService) private readonly refunds: RefundsService,
    @Inject(LecturePositionsService) private readonly positions: LecturePositionsService,
    @Inject(CertificatesService) private readonly certificates: CertificatesService,
  ) {}

  @Query(() => [MyEnrollment], {
    description: "The caller's courses, newest enrolment first, with progress.",
  })
  @ApiScopes('learning:read')
  async myEnrollments(
    @CurrentUser() user: User,
    @Context() { loaders }: GraphQLContext,
  ): Promise<MyEnrollment[]> {
    const rows = (await this.enrollments.enrollmentsWithCourses(user.id)).reverse();
    const ids = rows.map((r) => r.course.id);
    const [progress, refundDeadlines] = await Promise.all([
      this.progress.summaries(user.id, ids, (ids) => this.catalog.lectureStatsOf(loaders, ids)),
      this.refunds.refundDeadlines(user.id, ids),
    ]);
    return rows.map((row) => ({
      ...row,
      progress: toProgress(progress.get(row.course.id)!),
      refundableUntil: refundDeadlines.get(row.course.id) ?? null,
    }));
  }

  @Query(() => CourseProgress, { description: 'Enrolled learners only.' })
  @ApiScopes('learning:read')
  async courseProgress(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return toProgress(await this.progress.courseProgress(user, courseId));
  }

  @Mutation(() => CompleteLectureResult, {
    description:
      'Enrolled learners only; the lecture must belong to the course. Repeats are harmless.',
  })
  @Idempotent('completeLecture')
  async completeLecture(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('lectureId', { type: () => ID }) lectureId: string,
  ) {
    const result = await this.progress.completeLecture(user, courseId, lectureId);
    return { ...result, progress: toProgress(result.progress) };
  }

  @Query(() => Certificate, {
    nullable: true,
    description:
      "Enrolled learners only: the caller's certificate for the course, null until every lecture is done and every quiz passed.",
  })
  @ApiScopes('learning:read')
  async myCertificate(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return this.progress.certificateFor(
      user.id,
      await this.progress.courseProgress(user, courseId),
    );
  }

  @Query(() => [Certificate], {
    description:
      "The caller's live certificates, latest completion first, including courses since deleted; issues those of completed courses that lack one.",
  })
  @ApiScopes('learning:read')
  async myCertificates(@CurrentUser() user: User, @Context() { loaders }: GraphQLContext) {
    const ids = (await this.enrollments.enrollmentsWithCourses(user.id)).map((r) => r.course.id);
    const progress = await this.progress.summaries(user.id, ids, (ids) =>
      this.catalog.lectureStatsOf(loaders, ids),
    );
    const completed = ids.filter((id) => progress.get(id)?.completed);
    await this.certificates.issue(user.id, completed);
    return this.certificates.allLive(user.id);
  }

  @Mutation(() => ResumePoint, {
    description: `Enrolled learners only: remembers where the player is (whole seconds, 0 to ${MAX_POSITION_SECONDS}), replacing the course's previous point.`,
  })
  @Idempotent('saveLecturePosition')
  saveLecturePosition(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('lectureId', { type: () => ID }) lectureId: string,
    @Args('positionSeconds', { type: () => Int }) positionSeconds: number,
  ) {
    return this.positions.save(user, courseId, lectureId, positionSeconds);
  }
}
