import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { WebhookEndpoint } from '../webhook-endpoint.entity';

@InputType()
export class CreateWebhookEndpointInput {
  @Field({
    description:
      'Where events are POSTed: https:// (http:// and private addresses only where the server allows them, never in production by default).',
  })
  url: string;

  @Field(() => [String], { description: 'At least one event type of the catalogue.' })
  events: string[];

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType()
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => [String], { nullable: true })
  events?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Null or blank removes it.' })
  description?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'false stops deliveries; true resumes them and clears the reason it was disabled.',
  })
  enabled?: boolean | null;
}

@ObjectType()
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint)
  endpoint: WebhookEndpoint;

  @Field({
    description:
      'The signing secret (whsec_…), shown this once: keep it to verify the webhook-signature header.',
  })
  secret: string;
}
