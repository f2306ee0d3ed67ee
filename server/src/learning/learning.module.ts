import { Module } from '@nestjs/common';
import { CertificatesModule } from '../certificates/certificates.module';
import { CoursesModule } from '../courses/courses.module';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { PaymentsModule } from '../payments/payments.module';
import { OfflineSyncModule } from '../offline-sync/offline-sync.module';
import { LearningResolver } from './learning.resolver';
import { LecturePositionsService } from './lecture-positions.service';
import { MyEnrollmentResolver } from './my-enrollment.resolver';
import { ProgressService } from './progress.service';

@Module({
  imports: [EnrollmentsModule, CoursesModule, PaymentsModule, CertificatesModule, OfflineSyncModule],
  providers: [ProgressService, LecturePositionsService, LearningResolver, MyEnrollmentResolver],
  exports: [ProgressService],
})
export class LearningModule {}
