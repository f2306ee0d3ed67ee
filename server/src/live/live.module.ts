import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CoursesModule } from '../courses/courses.module';
import { LiveNotices } from './invites/live-notices';
import { LiveAttendance } from './live-attendance.entity';
import { LiveOccurrence } from './live-occurrence.entity';
import { LiveSeat } from './live-seat.entity';
import { LiveSession } from './live-session.entity';
import { LiveLoaders } from './live.loaders';
import { CourseLiveSessionsResolver, LiveSessionsResolver } from './live.resolver';
import { LiveScheduling } from './schedule/live-scheduling.service';

/** Weekly live sessions (issue 40): scheduling, seats, invites, the group room, recordings. */
@Module({
  imports: [
    AuthModule,
    CoursesModule,
    TypeOrmModule.forFeature([LiveSession, LiveOccurrence, LiveSeat, LiveAttendance]),
  ],
  providers: [
    LiveScheduling,
    LiveNotices,
    LiveLoaders,
    LiveSessionsResolver,
    CourseLiveSessionsResolver,
  ],
})
export class LiveModule {}
