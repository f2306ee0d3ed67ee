import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { ApiTokenCreated, ApiTokenView, CreateApiTokenInput } from './api-token.types';
import { ApiTokensService } from './api-tokens.service';

/** Managing tokens needs a signed-in session: no @ApiScopes, so no API token reaches these. */
@Resolver()
@Authenticated()
export class ApiTokensResolver {
  constructor(@Inject(ApiTokensService) private readonly tokens: ApiTokensService) {}

  @Query(() => [ApiTokenView], {
    description: "The caller's API tokens, newest first, revoked and expired ones included.",
  })
  apiTokens(@CurrentUser() user: User) {
    return this.tokens.list(user);
  }

  @Mutation(() => ApiTokenCreated, {
    description:
      'A personal access token for the API; its secret is returned this once. At most 20 active tokens per account.',
  })
  createApiToken(@CurrentUser() user: User, @Args('input') input: CreateApiTokenInput) {
    return this.tokens.create(user, input);
  }

  @Mutation(() => ApiTokenView, {
    description: 'Ends the token at once. Revoking a revoked token changes nothing.',
  })
  revokeApiToken(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.tokens.revoke(user, id);
  }
}
