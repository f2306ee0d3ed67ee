import { Field, InputType } from '@nestjs/graphql';
import { REFERRER_HOST_MAX_LENGTH, SOURCE_MAX_LENGTH } from '../../../../shared/attribution';

@InputType({ description: 'Where the buyer came from, as the client kept it for the visit.' })
export class PurchaseAttributionInput {
  @Field(() => String, {
    nullable: true,
    description: `The first ?ref= or utm_source of the visit: at most ${SOURCE_MAX_LENGTH} letters, digits, spaces or . _ ~ + -.`,
  })
  source?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The external page (or its host, at most ${REFERRER_HOST_MAX_LENGTH} characters) that referred the visit.`,
  })
  referrer?: string | null;
}
