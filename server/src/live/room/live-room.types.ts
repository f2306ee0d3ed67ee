import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IceServerView } from '../../mentorship/room/session-room.types';

export enum LiveRoomState {
  /** The occurrence, or its whole series, was cancelled. */
  CANCELLED = 'cancelled',
  EARLY = 'early',
  OPEN = 'open',
  ENDED = 'ended',
}

export enum LiveRoomRole {
  HOST = 'host',
  PARTICIPANT = 'participant',
}

registerEnumType(LiveRoomState, {
  name: 'LiveRoomState',
  description: 'Whether a live session occurrence’s group room can be joined now.',
  valuesMap: {
    CANCELLED: { description: 'The occurrence or its series was cancelled: no room.' },
    EARLY: { description: 'Opens 10 minutes before the start.' },
    OPEN: { description: 'From 10 minutes before the start to 10 minutes after the end.' },
    ENDED: { description: 'Closed 10 minutes after the end.' },
  },
});

registerEnumType(LiveRoomRole, {
  name: 'LiveRoomRole',
  description: 'The viewer’s part in a live session’s room.',
  valuesMap: {
    HOST: { description: 'The session’s host: may mute others and lower raised hands.' },
    PARTICIPANT: { description: 'A learner with a confirmed seat.' },
  },
});

@ObjectType('LiveRoom', {
  description:
    'The group room of one occurrence of a live session (/live/rooms/{occurrenceId}), for its host and the learners with a confirmed seat.',
})
export class LiveRoomView {
  @Field(() => ID)
  occurrenceId: string;

  @Field(() => ID)
  liveSessionId: string;

  @Field(() => LiveRoomState)
  state: LiveRoomState;

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

  @Field(() => LiveRoomRole)
  role: LiveRoomRole;

  @Field({ description: 'The live session’s title.' })
  title: string;

  @Field({ description: 'The host’s name.' })
  hostName: string;

  @Field(() => Int, {
    description:
      'Most people (host included) in the built-in room at once: each pair connects directly.',
  })
  participantLimit: number;

  @Field({
    description:
      'Whether the session’s seats and its host exceed participantLimit: it then meets at meetingUrl, not in the built-in room.',
  })
  overLimit: boolean;

  @Field(() => [IceServerView], {
    description:
      'STUN/TURN servers for RTCPeerConnection (ICE_SERVERS); empty: host candidates only.',
  })
  iceServers: IceServerView[];

  @Field(() => String, {
    nullable: true,
    description:
      'The host’s own meeting link, unless cancelled; when set, the session meets there instead of in this room.',
  })
  meetingUrl: string | null;
}
