import { Module } from '@nestjs/common';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { LocalThumbnailStore } from './local-thumbnail-store';
import { S3ThumbnailStore } from './s3-thumbnail-store';
import { ThumbnailStore } from './thumbnail-store';
import { UploadsService } from './uploads.service';

@Module({
  providers: [
    UploadsService,
    {
      provide: ThumbnailStore,
      useFactory: (config: RuntimeConfig): ThumbnailStore =>
        config.s3 ? new S3ThumbnailStore(config.s3) : new LocalThumbnailStore(config.uploadDir),
      inject: [RUNTIME_CONFIG],
    },
  ],
  exports: [UploadsService, ThumbnailStore],
})
export class UploadsModule {}
