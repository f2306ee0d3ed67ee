import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../../auth/decorators';
import type { User } from '../../users/user.entity';
import { LiveRoomView } from './live-room.types';
import { LiveRooms } from './live-rooms';

@Resolver(() => LiveRoomView)
export class LiveRoomResolver {
  constructor(@Inject(LiveRooms) private readonly rooms: LiveRooms) {}

  @Query(() => LiveRoomView, {
    description:
      'The group room of a live session occurrence, for its host and the learners with a confirmed seat (anyone else, admins included: NOT_FOUND). Signalling: WebSocket /api/sessions/signal?occurrence=<id>.',
  })
  @Authenticated()
  liveRoom(
    @CurrentUser() user: User,
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
  ) {
    return this.rooms.view(user.id, occurrenceId);
  }
}
