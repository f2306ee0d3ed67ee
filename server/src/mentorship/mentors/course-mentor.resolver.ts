import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import { Course } from '../../courses/course.entity';
import type { User } from '../../users/user.entity';
import { MentorLoaders } from './mentor.loaders';
import { MentorView } from './mentor.types';

/**
 * `Course.mentor`: the way from a course page to a session with its educator. Batched by
 * MentorLoaders (one query for the profiles and one for the session types of a whole answer).
 */
@Resolver(() => Course)
export class CourseMentorResolver {
  constructor(@Inject(MentorLoaders) private readonly load: MentorLoaders) {}

  // One batched query per operation for the profiles, one for the session types and one for the
  // next free slots, whatever the courses (a page's courses share a few educators): weighed once,
  // like a lecture's `video`, not field by field.
  @ResolveField(() => MentorView, {
    nullable: true,
    complexity: () => 1,
    description:
      'The course’s educator as a mentor (their page at /mentors/{id}), when they are a listed mentor with at least one active session type; null otherwise.',
  })
  mentor(@Parent() course: Course, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.listedOne(loaders, course.educatorId);
  }
}
