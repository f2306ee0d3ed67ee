import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { RoomDoors } from './room-doors';
import { RoomMembers } from './room-members';
import { SessionRoomResolver } from './session-room.resolver';
import { SessionRooms } from './session-rooms';
import { PostgresSignalBus, RedisSignalBus, SignalBus } from './signal-bus';
import { SignalGateway } from './signal-gateway';

/**
 * The call room: who may enter when, and its signalling across instances (docs/mentorship.md).
 * RoomDoors is exported: live sessions add their group rooms' door (docs/live-sessions.md).
 */
export const ROOM_PROVIDERS: Provider[] = [
  RoomDoors,
  RoomMembers,
  SessionRooms,
  SessionRoomResolver,
  SignalGateway,
  {
    provide: SignalBus,
    inject: [RUNTIME_CONFIG, DataSource],
    useFactory: (config: RuntimeConfig, db: DataSource): SignalBus =>
      config.counters.redisUrl
        ? new RedisSignalBus(config.counters.redisUrl)
        : new PostgresSignalBus(config.databaseUrl, db),
  },
];
