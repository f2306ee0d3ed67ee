import { Logger, Module } from '@nestjs/common';
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
      useFactory: ({ s3, uploadDir }: RuntimeConfig): ThumbnailStore => {
        if (!s3) return new LocalThumbnailStore(uploadDir);
        new Logger('Uploads').log(
          `Thumbnails go to S3 bucket ${s3.bucket}, served from ${s3.publicUrl}`,
        );
        return new S3ThumbnailStore(s3);
      },
      inject: [RUNTIME_CONFIG],
    },
  ],
  exports: [UploadsService, ThumbnailStore],
})
export class UploadsModule {}
