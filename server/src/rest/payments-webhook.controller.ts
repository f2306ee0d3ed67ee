import {
  Controller,
  Headers,
  HttpCode,
  Inject,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import type { Request } from 'express';
import { PaymentsService } from '../payments/payments.service';

@Controller('api/payments')
export class PaymentsWebhookController {
  constructor(@Inject(PaymentsService) private readonly payments: PaymentsService) {}

  /** Razorpay's server calls this; the signature is checked on the raw bytes before anything is read. */
  @Post('razorpay-webhook')
  @HttpCode(200)
  async razorpay(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ) {
    await this.payments.handleWebhook(req.rawBody, signature, eventId);
    return { success: true };
  }
}
