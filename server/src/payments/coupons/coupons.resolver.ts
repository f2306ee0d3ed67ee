import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, OptionalAuth, Roles, Viewer } from '../../auth/decorators';
import type { User } from '../../users/user.entity';
import { CouponsService } from './coupons.service';
import { CouponQuote, CouponView, CreateCouponInput, UpdateCouponInput } from './dto/coupon.types';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';

@Resolver()
export class CouponsResolver {
  constructor(@Inject(CouponsService) private readonly coupons: CouponsService) {}

  @Query(() => [CouponView], {
    description:
      "The caller's coupons, newest first. An admin sees every educator's, or one educator's with educatorId.",
  })
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  myCoupons(
    @CurrentUser() user: User,
    @Args('educatorId', { type: () => ID, nullable: true }) educatorId?: string | null,
  ) {
    return this.coupons.list(user, educatorId);
  }

  @Mutation(() => CouponView, { description: 'A coupon for one of your courses, or all of them.' })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  createCoupon(@CurrentUser() user: User, @Args('input') input: CreateCouponInput) {
    return this.coupons.create(user, input);
  }

  @Mutation(() => CouponView, {
    description: 'Owner or admin only. Redemptions so far stay counted.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  updateCoupon(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateCouponInput,
  ) {
    return this.coupons.update(user, id, input);
  }

  @Mutation(() => CouponView, {
    description: 'Owner or admin only: the code is refused from now on.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  deactivateCoupon(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.coupons.deactivate(user, id);
  }

  @Query(() => CouponQuote, {
    description:
      'The price of a course with a coupon code, for the price card. A refused code is a BAD_USER_INPUT error on the field couponCode whose code says why: COUPON_UNKNOWN, COUPON_INACTIVE, COUPON_EXPIRED, COUPON_NOT_STARTED, COUPON_EXHAUSTED or COUPON_OTHER_COURSE.',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  couponQuote(
    @Viewer() viewer: User | undefined,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('code') code: string,
  ) {
    return this.coupons.quote(viewer, courseId, code);
  }
}
