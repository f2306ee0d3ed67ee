import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { BookingSide } from '../bookings/booking.queries';
import { SessionRoomState } from './room-window';

registerEnumType(SessionRoomState, {
  name: 'SessionRoomState',
  description: 'Whether a booking’s call room can be joined now.',
  valuesMap: {
    NOT_CONFIRMED: { description: 'Only a confirmed booking has a room.' },
    EARLY: { description: 'Opens 10 minutes before the start.' },
    OPEN: { description: 'From 10 minutes before the start to 10 minutes after the end.' },
    ENDED: { description: 'Closed 10 minutes after the end.' },
  },
});

@ObjectType('IceServer', { description: 'A STUN or TURN server for the call (RTCIceServer).' })
export class IceServerView {
  @Field(() => [String])
  urls: string[];

  @Field(() => String, { nullable: true })
  username?: string;

  @Field(() => String, { nullable: true })
  credential?: string;
}

@ObjectType('SessionRoom', {
  description: 'The call room of a booking (/sessions/{id}), as one of its two people sees it.',
})
export class SessionRoomView {
  @Field(() => ID)
  bookingId: string;

  @Field(() => SessionRoomState)
  state: SessionRoomState;

  @Field({ description: 'Whether the room can be joined now (state OPEN).' })
  open: boolean;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Date)
  endsAt: Date;

  @Field(() => Date, { description: '10 minutes before the start.' })
  opensAt: Date;

  @Field(() => Date, { description: '10 minutes after the end; connections are closed then.' })
  closesAt: Date;

  @Field(() => BookingSide, { description: 'Which of the two the viewer is.' })
  role: BookingSide;

  @Field({ description: 'The session type’s title.' })
  title: string;

  @Field({ description: 'The name of the other person of the booking.' })
  otherName: string;

  @Field(() => [IceServerView], {
    description:
      'STUN/TURN servers for RTCPeerConnection (ICE_SERVERS); empty: host candidates only.',
  })
  iceServers: IceServerView[];

  @Field(() => String, {
    nullable: true,
    description:
      'The session type’s own meeting link, for a confirmed booking; when set, the call happens there instead of in this room.',
  })
  meetingUrl: string | null;
}
