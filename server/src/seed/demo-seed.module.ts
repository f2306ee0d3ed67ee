import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { UploadsModule } from '../uploads/uploads.module';
import { LectureCaptions } from '../video/captions/lecture-captions.service';
import { VideoModule } from '../video/video.module';
import { DemoSeedService } from './demo-seed.service';
import { DemoVideos } from './demo-videos';

@Module({
  imports: [UploadsModule, VideoModule, CoursesModule],
  // LectureCaptions: the captions rule an educator's upload meets (the video module keeps it to itself).
  providers: [DemoSeedService, DemoVideos, LectureCaptions],
})
export class DemoSeedModule {}
