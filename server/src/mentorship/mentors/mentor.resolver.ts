import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { CurrentUser, OptionalAuth, Roles } from '../../auth/decorators';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import type { User } from '../../users/user.entity';
import { MentorLoaders } from './mentor.loaders';
import { MentorService } from './mentor.service';
import { MentorProfileInput, MentorView, SessionTypeView } from './mentor.types';

/** Mentors: the list at /mentors, one mentor's page, and a mentor's own profile. */
@Resolver(() => MentorView)
export class MentorResolver {
  constructor(
    @Inject(MentorService) private readonly service: MentorService,
    @Inject(MentorLoaders) private readonly load: MentorLoaders,
  ) {}

  @Query(() => [MentorView], {
    description: 'Active mentors with at least one active session type, the most recent first.',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  mentors(@Context() { loaders }: GraphQLContext<User>) {
    return this.load.listed(loaders);
  }

  @Query(() => MentorView, {
    nullable: true,
    description: 'A listed mentor; null for anyone else.',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  async mentor(
    @Args('id', { type: () => ID }) id: string,
    @Context() { loaders }: GraphQLContext<User>,
  ) {
    return this.load.listedOne(loaders, id);
  }

  @Query(() => MentorView, {
    nullable: true,
    description: 'The viewer’s mentor profile; null if they are not a mentor.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  myMentorProfile(@CurrentUser() user: User, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.mentor(loaders, user.id);
  }

  @Mutation(() => MentorView, {
    description:
      'Makes the signed-in educator a mentor, or edits their profile. BAD_USER_INPUT for an unknown time zone or a bad headline, bio or topics.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  async saveMentorProfile(
    @CurrentUser() user: User,
    @Args('input') input: MentorProfileInput,
    @Context() { loaders }: GraphQLContext<User>,
  ) {
    await this.service.saveProfile(user, input);
    return this.load.mentor(loaders, user.id);
  }

  @ResolveField(() => [SessionTypeView], {
    description: 'Active session types; the mentor themself sees archived ones too.',
  })
  sessionTypes(@Parent() mentor: MentorView, @Context() { loaders, req }: GraphQLContext<User>) {
    return this.load.sessionTypes(loaders, mentor.id, req.user?.id === mentor.id);
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: 'Cheapest active session type; null when none.',
  })
  async minPricePaise(@Parent() mentor: MentorView, @Context() { loaders }: GraphQLContext<User>) {
    const prices = (await this.load.sessionTypes(loaders, mentor.id, false)).map(
      (t) => t.pricePaise,
    );
    return prices.length ? Math.min(...prices) : null;
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: 'Dearest active session type; null when none.',
  })
  async maxPricePaise(@Parent() mentor: MentorView, @Context() { loaders }: GraphQLContext<User>) {
    const prices = (await this.load.sessionTypes(loaders, mentor.id, false)).map(
      (t) => t.pricePaise,
    );
    return prices.length ? Math.max(...prices) : null;
  }

  @ResolveField(() => Date, {
    nullable: true,
    description:
      'The first free slot of any active session type in the next 14 days; null when none.',
  })
  nextAvailableSlot(@Parent() mentor: MentorView, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.nextSlot(loaders, mentor.id);
  }
}
