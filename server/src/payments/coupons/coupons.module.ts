import { Module } from '@nestjs/common';
import { CoursesModule } from '../../courses/courses.module';
import { CouponRedemptions } from './coupon-redemptions';
import { CouponsResolver } from './coupons.resolver';
import { CouponsService } from './coupons.service';

@Module({
  imports: [CoursesModule],
  providers: [CouponRedemptions, CouponsService, CouponsResolver],
  exports: [CouponRedemptions],
})
export class CouponsModule {}
