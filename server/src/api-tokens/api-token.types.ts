import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { API_SCOPES, apiScopeEnumName, type ApiScope } from '../../../shared/api-scopes';

/** The GraphQL enum's names (SALES_READ) stand for the scopes' values (`sales:read`). */
export const ApiScopeEnum = Object.fromEntries(
  API_SCOPES.map(({ scope }) => [apiScopeEnumName(scope), scope]),
) as Record<string, ApiScope>;

registerEnumType(ApiScopeEnum, {
  name: 'ApiScope',
  description:
    'What an API token may do. A token never does more than its owner: an educator scope on a learner’s token grants nothing.',
  valuesMap: Object.fromEntries(
    API_SCOPES.map(({ scope, label, about }) => [
      apiScopeEnumName(scope),
      { description: `${label} (${scope}): ${about}` },
    ]),
  ),
});

export enum ApiTokenState {
  ACTIVE = 'ACTIVE',
  EXPIRED = 'EXPIRED',
  REVOKED = 'REVOKED',
}
registerEnumType(ApiTokenState, { name: 'ApiTokenState' });

@ObjectType('ApiToken', {
  description: 'A personal access token of the caller. The secret itself is shown only once.',
})
export class ApiTokenView {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'The first characters of the token, to tell tokens apart.' })
  tokenStart: string;

  @Field(() => [ApiScopeEnum])
  scopes: string[];

  @Field(() => ApiTokenState)
  state: ApiTokenState;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  expiresAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'Null: never used. Updated at most once a minute.',
  })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;
}

@ObjectType()
export class ApiTokenCreated {
  @Field({
    description:
      'The secret, shown this once: send it as `Authorization: Bearer <token>`. Only its hash is kept.',
  })
  token: string;

  @Field(() => ApiTokenView)
  apiToken: ApiTokenView;
}

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'What the token is for, 1–100 characters.' })
  name: string;

  @Field(() => [ApiScopeEnum], { description: 'At least one.' })
  scopes: string[];

  @Field(() => Date, {
    description: 'Required, in the future and at most 366 days ahead: tokens do not live forever.',
  })
  expiresAt: Date;
}
