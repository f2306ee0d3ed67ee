import { Global, Module } from '@nestjs/common';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookEvents } from './webhook-events.service';
import { WebhookSender } from './webhook-sender';
import { WebhookDeliveryResolver, WebhooksResolver } from './webhooks.resolver';

/** Outgoing webhooks: every feature records its events with `WebhookEvents.record(tx, …)`. */
@Global()
@Module({
  providers: [
    WebhookEvents,
    WebhookSender,
    WebhookEndpointsService,
    WebhooksResolver,
    WebhookDeliveryResolver,
  ],
  exports: [WebhookEvents],
})
export class WebhooksModule {}
