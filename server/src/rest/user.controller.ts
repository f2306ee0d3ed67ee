import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { PublicBase } from '../common/public-url';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { CheckoutService } from '../payments/checkout.service';
import { PaymentVerificationService } from '../payments/payment-verification.service';
import { ProgressService } from '../learning/progress.service';
import { RatingsService } from '../ratings/ratings.service';
import type { User } from '../users/user.entity';
import { RestCourseShapes } from './course-shapes';
import { bodyFields, restUser } from './rest-shapes';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

/** The original API's learner paths under /api/user. */
@Controller('api/user')
@Authenticated()
export class RestUserController {
  constructor(
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(PaymentVerificationService) private readonly verification: PaymentVerificationService,
    @Inject(ProgressService) private readonly progress: ProgressService,
    @Inject(RatingsService) private readonly ratings: RatingsService,
    @Inject(RestCourseShapes) private readonly shapes: RestCourseShapes,
  ) {}

  @Get('data')
  @ApiScopes('learning:read')
  async data(@CurrentUser() user: User, @PublicBase() base: string) {
    return {
      success: true,
      user: restUser(user, base, await this.enrollments.enrolledCourseIds(user.id)),
    };
  }

  /** In enrollment order: the original client reverses it to show the newest first. */
  @Get('enrolled-courses')
  @ApiScopes('learning:read')
  async enrolledCourses(@CurrentUser() user: User, @PublicBase() base: string) {
    const rows = await this.enrollments.enrollmentsWithCourses(user.id);
    return {
      success: true,
      enrolledCourses: await this.shapes.of(
        rows.map((r) => r.course),
        user,
        base,
      ),
    };
  }

  @Post('purchase')
  @HttpCode(200)
  async purchase(@CurrentUser() user: User, @Body() body: unknown) {
    const fields = bodyFields(body);
    const result = await this.checkout.purchase(user, fields.courseId, {
      couponCode: fields.couponCode,
      buyerState: fields.buyerState,
    });
    if (result.kind === 'free')
      return { success: true, message: result.message, redirect: result.redirect };
    const { orderId, amount, currency, courseName, purchaseId, keyId } = result;
    return { success: true, orderId, amount, currency, courseName, purchaseId, key: keyId };
  }

  @Post('verify-payment')
  @HttpCode(200)
  async verifyPayment(@CurrentUser() user: User, @Body() body: unknown) {
    const fields = bodyFields(body);
    const { message } = await this.verification.verify(user, {
      purchaseId: fields.purchaseId,
      orderId: fields.razorpay_order_id,
      paymentId: fields.razorpay_payment_id,
      signature: fields.razorpay_signature,
    });
    return { success: true, message };
  }

  @Post('get-course-progress')
  @HttpCode(200)
  @ApiScopes('learning:read')
  async courseProgress(@CurrentUser() user: User, @Body() body: unknown) {
    const progress = await this.progress.courseProgress(user, bodyFields(body).courseId);
    const progressData = progress.lecturesCompleted
      ? {
          courseId: progress.courseId,
          userId: user.id,
          completed: progress.completed,
          lectureCompleted: progress.completedLectureIds,
        }
      : null;
    return { success: true, progressData };
  }

  @Post('update-course-progress')
  @HttpCode(200)
  async completeLecture(@CurrentUser() user: User, @Body() body: unknown) {
    const { courseId, lectureId } = bodyFields(body);
    const { message } = await this.progress.completeLecture(user, courseId, lectureId);
    return { success: true, message };
  }

  @Post('add-rating')
  @HttpCode(200)
  async rate(@CurrentUser() user: User, @Body() body: unknown) {
    const { courseId, rating } = bodyFields(body);
    const { message } = await this.ratings.rate(
      user,
      courseId,
      typeof rating === 'string' && rating.trim() ? Number(rating) : rating,
    );
    return { success: true, message };
  }
}
