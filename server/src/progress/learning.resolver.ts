import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { Certificate } from '../certificates/certificate.entity';
import type { GraphQLContext } from '../courses/catalog.loaders';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { RatingsService } from '../ratings/ratings.service';
import type { User } from '../users/user.entity';
import {
  CompleteLectureResult,
  CourseProgress,
  EnrollmentStatus,
  MyEnrollment,
  RateCourseResult,
} from './dto/progress.types';
import { ProgressService, type ProgressSummary } from './progress.service';

const toProgress = ({ completed, ...summary }: ProgressSummary): CourseProgress => ({
  ...summary,
  status: completed ? EnrollmentStatus.COMPLETED : EnrollmentStatus.IN_PROGRESS,
});

/** A learner's enrolments, progress and ratings. */
@Resolver()
@Authenticated()
export class LearningResolver {
  constructor(
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(ProgressService) private readonly progress: ProgressService,
    @Inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  @Query(() => [MyEnrollment], {
    description: "The caller's courses, newest enrolment first, with progress.",
  })
  async myEnrollments(
    @CurrentUser() user: User,
    @Context() { loaders }: GraphQLContext,
  ): Promise<MyEnrollment[]> {
    const rows = (await this.enrollments.enrollmentsWithCourses(user.id)).reverse();
    const progress = await this.progress.summaries(
      user.id,
      rows.map((r) => r.course.id),
      (ids) => loaders.lectureStatsOf(ids),
    );
    return rows.map((row) => ({ ...row, progress: toProgress(progress.get(row.course.id)!) }));
  }

  @Query(() => CourseProgress, { description: 'Enrolled learners only.' })
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
      "Enrolled learners only: the caller's certificate for the course, null until every lecture is done.",
  })
  async myCertificate(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return this.progress.certificateFor(user.id, await this.progress.courseProgress(user, courseId));
  }

  @Mutation(() => RateCourseResult, {
    description: 'Enrolled learners only; 1 to 5; rating again replaces the rating.',
  })
  rateCourse(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('rating', { type: () => Int }) rating: number,
  ) {
    return this.ratings.rate(user, courseId, rating);
  }
}
