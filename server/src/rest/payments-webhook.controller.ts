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
import { PaymentWebhooksService } from '../payments/payment-webhooks.service';

@Controller('api/payments')
export class PaymentsWebhookController {
  constructor(@Inject(PaymentWebhooksService) private readonly webhooks: PaymentWebhooksService) {}

  /** Razorpay's server calls this; the signature is checked on the raw bytes before anything is read. */
  @Post('razorpay-webhook')
  @HttpCode(200)
  async razorpay(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ) {
    await this.webhooks.handleWebhook(req.rawBody, signature, eventId);
    return { success: true };
  }
}
