import { Inject } from '@nestjs/common';
import { ID, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { User } from '../users/user.entity';
import { EnrollmentsService } from './enrollments.service';

/** The `User` field enrollments answer, here so that users/ needs no enrollments. */
@Resolver(() => User)
export class UserEnrollmentsResolver {
  constructor(@Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService) {}

  @ResolveField(() => [ID], { description: 'Courses the user is enrolled in, in enrolment order.' })
  enrolledCourseIds(@Parent() user: User) {
    return this.enrollments.enrolledCourseIds(user.id);
  }
}
