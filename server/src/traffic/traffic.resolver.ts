import { createParamDecorator, Inject, type ExecutionContext } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { OptionalAuth, Viewer } from '../auth/decorators';
import { AddressLimited } from '../common/rate-limits/address-limited.interceptor';
import { clientAddress, requestOf } from '../common/request-context';
import { Role, type User } from '../users/user.entity';
import { CourseTraffic, type VisitorFacts } from './course-traffic.service';

/** The caller as the counters tell visitors apart (the signed-in user is added by the handler). */
const Visitor = createParamDecorator((_: unknown, context: ExecutionContext): VisitorFacts => {
  const request = requestOf(context);
  return { address: clientAddress(request), userAgent: request.headers['user-agent'] ?? '' };
});

/** The visitor with who is signed in, if anyone. */
const who = (viewer: User | undefined, visitor: VisitorFacts): VisitorFacts => ({
  ...visitor,
  userId: viewer?.id,
  isAdmin: viewer?.role === Role.ADMIN,
});

const ONCE_A_DAY =
  "Counted once per visitor, course and UTC day (bots, the course's owner and admins are not counted); answers whether this call counted.";

@Resolver()
export class TrafficResolver {
  constructor(@Inject(CourseTraffic) private readonly traffic: CourseTraffic) {}

  @Mutation(() => Boolean, {
    description: `The course page reports a view of a published course. ${ONCE_A_DAY}`,
  })
  @OptionalAuth()
  @AddressLimited('courseEvents')
  recordCourseView(
    @Viewer() viewer: User | undefined,
    @Visitor() visitor: VisitorFacts,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('referrer', {
      type: () => String,
      nullable: true,
      description: 'The external page that referred the visit (document.referrer), or its host.',
    })
    referrer?: string | null,
    @Args('source', {
      type: () => String,
      nullable: true,
      description: "The visit's first ?ref= or utm_source.",
    })
    source?: string | null,
  ) {
    return this.traffic.record('view', courseId, who(viewer, visitor), { referrer, source });
  }

  @Mutation(() => Boolean, {
    description: `The course page's preview player reports a play. ${ONCE_A_DAY}`,
  })
  @OptionalAuth()
  @AddressLimited('courseEvents')
  recordPreviewPlay(
    @Viewer() viewer: User | undefined,
    @Visitor() visitor: VisitorFacts,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return this.traffic.record('preview', courseId, who(viewer, visitor));
  }
}
