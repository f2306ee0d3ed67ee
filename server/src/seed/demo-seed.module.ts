import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { LiveModule } from '../live/live.module';
import { AvailabilityService } from '../mentorship/availability/availability.service';
import { MentorService } from '../mentorship/mentors/mentor.service';
import { UploadsModule } from '../uploads/uploads.module';
import { LectureCaptions } from '../video/captions/lecture-captions.service';
import { VideoModule } from '../video/video.module';
import { DemoLiveSessions } from './demo-live-sessions';
import { DemoMentors } from './demo-mentors';
import { DemoSeedService } from './demo-seed.service';
import { DemoVideos } from './demo-videos';

@Module({
  imports: [UploadsModule, VideoModule, CoursesModule, LiveModule],
  // LectureCaptions: the captions rule an educator's upload meets (the video module keeps it to
  // itself); MentorService and AvailabilityService: the rules of a mentor's own pages, likewise.
  providers: [
    DemoSeedService,
    DemoVideos,
    LectureCaptions,
    DemoMentors,
    DemoLiveSessions,
    MentorService,
    AvailabilityService,
  ],
})
export class DemoSeedModule {}
