import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../../auth/decorators';
import type { User } from '../../users/user.entity';
import { SessionRooms } from './session-rooms';
import { SessionRoomView } from './session-room.types';

@Resolver(() => SessionRoomView)
export class SessionRoomResolver {
  constructor(@Inject(SessionRooms) private readonly rooms: SessionRooms) {}

  @Query(() => SessionRoomView, {
    description:
      'The call room of a booking, for its learner or mentor only (anyone else, admins included: NOT_FOUND). Signalling: WebSocket /api/sessions/signal?booking=<id>.',
  })
  @Authenticated()
  sessionRoom(@CurrentUser() user: User, @Args('bookingId', { type: () => ID }) bookingId: string) {
    return this.rooms.view(user.id, bookingId);
  }
}
