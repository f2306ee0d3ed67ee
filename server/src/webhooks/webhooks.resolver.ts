import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';
import { CurrentUser, Roles } from '../auth/decorators';
import type { User } from '../users/user.entity';
import {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
} from './dto/webhook-endpoint.input';
import { WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpointsService } from './webhook-endpoints.service';

@Resolver()
@Roles('educator', 'admin')
@ApiScopes('webhooks:manage')
export class WebhooksResolver {
  constructor(
    @Inject(WebhookEndpointsService) private readonly endpoints: WebhookEndpointsService,
  ) {}

  @Query(() => [WebhookEndpoint], {
    description:
      "The caller's webhook endpoints: an educator's get the events of their own courses, an admin's every event.",
  })
  webhookEndpoints(@CurrentUser() user: User) {
    return this.endpoints.list(user);
  }

  @Mutation(() => CreatedWebhookEndpoint, {
    description: 'Registers an endpoint; its signing secret is returned this once.',
  })
  createWebhookEndpoint(
    @CurrentUser() user: User,
    @Args('input') input: CreateWebhookEndpointInput,
  ) {
    return this.endpoints.create(user, input);
  }

  @Mutation(() => WebhookEndpoint)
  updateWebhookEndpoint(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateWebhookEndpointInput,
  ) {
    return this.endpoints.update(user, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the endpoint and its delivery log.' })
  deleteWebhookEndpoint(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.endpoints.delete(user, id);
  }

  @Query(() => [WebhookDelivery], {
    description: "An endpoint's deliveries, newest first, with every attempt.",
  })
  webhookDeliveries(
    @CurrentUser() user: User,
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('first', { type: () => Int, nullable: true, description: '1 to 100; 20 if left out.' })
    first?: number,
  ) {
    return this.endpoints.deliveries(user, endpointId, first);
  }

  @Mutation(() => WebhookDelivery, {
    description: 'Sends the event again (same webhook-id), with a fresh series of retries.',
  })
  redeliverWebhook(
    @CurrentUser() user: User,
    @Args('deliveryId', { type: () => ID }) deliveryId: string,
  ) {
    return this.endpoints.redeliver(user, deliveryId);
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a webhook.test event to the endpoint.' })
  sendTestWebhook(
    @CurrentUser() user: User,
    @Args('endpointId', { type: () => ID }) endpointId: string,
  ) {
    return this.endpoints.sendTest(user, endpointId);
  }
}

/** Fields of a delivery loaded with its event and attempts (WebhookEndpointsService). */
@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @ResolveField(() => String, {
    description: 'The event id: the webhook-id header of every attempt, for de-duplication.',
  })
  webhookId(@Parent() delivery: WebhookDelivery) {
    return delivery.eventId;
  }

  @ResolveField(() => String, { description: 'e.g. purchase.completed, or webhook.test.' })
  eventType(@Parent() delivery: WebhookDelivery) {
    return delivery.event!.type;
  }

  @ResolveField(() => [WebhookAttempt], { description: 'Oldest first.' })
  attempts(@Parent() delivery: WebhookDelivery) {
    return delivery.attempts ?? [];
  }
}
