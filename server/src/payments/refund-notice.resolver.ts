import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { SECOND_PURCHASE_NOT_REFUNDABLE } from '../../../shared/refund-policy';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';
import { RefundsService } from './refunds.service';

/** Checkout honesty: what a viewer buying a course again is told before paying. */
@Resolver(() => Course)
export class RefundNoticeResolver {
  constructor(@Inject(RefundsService) private readonly refunds: RefundsService) {}

  @ResolveField(() => Boolean, {
    description: `Whether the signed-in viewer had a purchase of this course refunded: buying it again cannot be refunded ("${SECOND_PURCHASE_NOT_REFUNDABLE}"). False when anonymous.`,
  })
  viewerRefundedBefore(
    @Parent() course: Course,
    @Context() { loaders, req }: GraphQLContext<User>,
  ): Promise<boolean> {
    const viewer = req.user;
    if (!viewer) return Promise.resolve(false);
    return loaders.perKey(`refunded-before:${viewer.id}`, course.id, async (ids) => {
      const refunded = await this.refunds.refundedBefore(viewer.id, ids);
      return ids.map((id) => refunded.has(id));
    });
  }
}
