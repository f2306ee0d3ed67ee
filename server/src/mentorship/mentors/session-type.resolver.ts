import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { CurrentUser, OptionalAuth, Roles } from '../../auth/decorators';
import { badInput, notFound } from '../../common/errors/domain-error';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import type { User } from '../../users/user.entity';
import { MentorSlots } from '../availability/mentor-slots';
import type { SessionType } from '../session-type.entity';
import { MentorLoaders } from './mentor.loaders';
import { MentorService, SESSION_TYPE_NOT_FOUND } from './mentor.service';
import { MentorView, SessionTypeInput, SessionTypeView, SlotView } from './mentor.types';

/** availableSlots asks at most this many days at once. */
export const MAX_SLOT_RANGE_DAYS = 31;

/** Session types: a mentor's offers, and their free slots. */
@Resolver(() => SessionTypeView)
export class SessionTypeResolver {
  constructor(
    @Inject(MentorService) private readonly mentors: MentorService,
    @Inject(MentorLoaders) private readonly load: MentorLoaders,
    @Inject(MentorSlots) private readonly slots: MentorSlots,
  ) {}

  @Mutation(() => SessionTypeView, {
    description: 'Offers a new kind of session. BAD_USER_INPUT lists bad fields.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  createSessionType(@CurrentUser() user: User, @Args('input') input: SessionTypeInput) {
    return this.mentors.createSessionType(user, input);
  }

  @Mutation(() => SessionTypeView, {
    description:
      'Edits one of the viewer’s session types; booked sessions keep their price and times.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  updateSessionType(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: SessionTypeInput,
  ) {
    return this.mentors.updateSessionType(user, id, input);
  }

  @Mutation(() => SessionTypeView, {
    description: 'Stops offering a session type; its bookings stay.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  archiveSessionType(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.mentors.archiveSessionType(user, id);
  }

  @Query(() => [SlotView], {
    description: `Free slots of an offered session type starting in [from, to) (at most ${MAX_SLOT_RANGE_DAYS} days), ascending. NOT_FOUND for an archived or unknown type.`,
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  async availableSlots(
    @Args('sessionTypeId', { type: () => ID }) sessionTypeId: string,
    @Args('from', { type: () => Date }) from: Date,
    @Args('to', { type: () => Date }) to: Date,
    @Context() { loaders }: GraphQLContext<User>,
  ) {
    const span = to.getTime() - from.getTime();
    if (!(span > 0))
      throw badInput([{ field: 'to', message: 'The end of the range must be after its start.' }]);
    if (span > MAX_SLOT_RANGE_DAYS * 24 * 3600_000)
      throw badInput([
        { field: 'to', message: `Ask for at most ${MAX_SLOT_RANGE_DAYS} days of slots at once.` },
      ]);
    const type = /^[0-9a-f-]{36}$/i.test(sessionTypeId)
      ? await this.load.sessionType(loaders, sessionTypeId)
      : null;
    const mentor = type && (await this.load.mentor(loaders, type.mentorId));
    if (!type?.active || !mentor?.active) throw notFound(SESSION_TYPE_NOT_FOUND);
    const starts = await this.slots.available(type, from, to);
    const length = type.durationMinutes * 60_000;
    return starts.map((startsAt) => ({ startsAt, endsAt: new Date(startsAt.getTime() + length) }));
  }

  @ResolveField(() => MentorView)
  async mentor(@Parent() type: SessionType, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.mentor(loaders, type.mentorId);
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The mentor’s own meeting link; shown only to the mentor (and to the learner of a confirmed booking).',
  })
  meetingUrl(@Parent() type: SessionType, @Context() { req }: GraphQLContext<User>) {
    return req.user?.id === type.mentorId ? type.meetingUrl : null;
  }
}
