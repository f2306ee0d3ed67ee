import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { CurrentUser, Roles } from '../../auth/decorators';
import type { User } from '../../users/user.entity';
import { AvailabilityInput, AvailabilityView } from '../mentors/mentor.types';
import { AvailabilityService } from './availability.service';

/** A mentor's own hours. */
@Resolver(() => AvailabilityView)
export class AvailabilityResolver {
  constructor(@Inject(AvailabilityService) private readonly hours: AvailabilityService) {}

  @Mutation(() => AvailabilityView, {
    description:
      'Replaces the mentor’s time zone, weekly hours and date overrides at once. BAD_USER_INPUT for overlapping hours, bad times, a date given twice or an unknown zone.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  setAvailability(@CurrentUser() user: User, @Args('input') input: AvailabilityInput) {
    return this.hours.set(user, input);
  }

  @Query(() => AvailabilityView, {
    nullable: true,
    description: 'The viewer’s hours; null if they are not a mentor.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  myAvailability(@CurrentUser() user: User) {
    return this.hours.get(user.id);
  }
}
