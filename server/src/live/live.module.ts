import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CoursesModule } from '../courses/courses.module';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { LiveSeatPurchasePort } from '../payments/live-seat-purchase-port';
import { PaymentsModule } from '../payments/payments.module';
import { LIVE_INVITE_PROVIDERS } from './invites/live-invite-providers';
import { LiveAttendance } from './live-attendance.entity';
import { LiveOccurrence } from './live-occurrence.entity';
import { LiveSeat } from './live-seat.entity';
import { LiveSession } from './live-session.entity';
import { LiveLoaders } from './live.loaders';
import { CourseLiveSessionsResolver, LiveSessionsResolver } from './live.resolver';
import { LiveScheduling } from './schedule/live-scheduling.service';
import { LIVE_ROOM_PROVIDERS } from './room/live-room-providers';
import { LIVE_SEAT_PROVIDERS } from './seats/seat-providers';
import { LIVE_RECORDING_PORTS, LIVE_RECORDING_PROVIDERS } from './recording/live-recording-providers';
import { ADMIN_LIVE_SESSION_PROVIDERS } from './admin/admin-live-session-providers';

/**
 * Weekly live sessions (issue 40): scheduling, seats, invites, the group room, recordings. Global
 * for the port payments completes a seat's purchase through (payments/live-seat-purchase-port.ts),
 * which payments may not import from here.
 */
@Global()
@Module({
  imports: [
    AuthModule,
    CoursesModule,
    EnrollmentsModule,
    PaymentsModule,
    TypeOrmModule.forFeature([LiveSession, LiveOccurrence, LiveSeat, LiveAttendance]),
  ],
  // The demo seed schedules its series through the educator's own rules.
  exports: [LiveScheduling, LiveSeatPurchasePort, ...LIVE_RECORDING_PORTS],
  providers: [
    LiveScheduling,
    ...LIVE_INVITE_PROVIDERS,
    LiveLoaders,
    LiveSessionsResolver,
    CourseLiveSessionsResolver,
    ...LIVE_ROOM_PROVIDERS,
    ...LIVE_SEAT_PROVIDERS,
    ...LIVE_RECORDING_PROVIDERS,
    ...ADMIN_LIVE_SESSION_PROVIDERS,
  ],
})
export class LiveModule {}
