import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ClientErrorCodeEnum, type ClientErrorCode } from '../common/errors/client-error-codes';

@ObjectType({ description: 'Settings every page needs, public and the same for every caller.' })
export class SiteSettings {
  @Field({
    description: 'ISO 4217 code of every price and order, e.g. INR (the CURRENCY setting).',
  })
  currency: string;

  @Field(() => [ClientErrorCodeEnum], {
    description: 'Every value an error from this API may carry in extensions.code.',
  })
  errorCodes: readonly ClientErrorCode[];

  @Field({
    description:
      'Whether "Forgot password?" works: false when the server runs with MAIL_DISABLED and sends no mail.',
  })
  passwordResetAvailable: boolean;

  @Field(() => Int, {
    description:
      'The largest image upload (course thumbnail, avatar) accepted, in bytes (the MAX_UPLOAD_BYTES setting).',
  })
  maxUploadBytes: number;

  @Field(() => Int, {
    description:
      'Requests a minute each API token may make (the API_TOKEN_RATE_LIMIT setting); the RateLimit headers count them down.',
  })
  apiTokenRateLimit: number;
}
