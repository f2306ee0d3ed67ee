import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [UploadsModule], providers: [DemoSeedService] })
export class DemoSeedModule {}
