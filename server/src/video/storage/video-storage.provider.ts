import type { Provider } from '@nestjs/common';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { LocalVideoStorage } from './local-video-storage';
import { S3VideoStorage } from './s3-video-storage';
import { VideoStorage } from './video-storage';

/** S3 when S3_BUCKET is set, else DATA_DIR on the local disk (keys `videos/<id>/...`). */
export const videoStorageProvider: Provider = {
  provide: VideoStorage,
  inject: [RUNTIME_CONFIG],
  useFactory: (config: RuntimeConfig): VideoStorage =>
    config.s3 ? new S3VideoStorage(config.s3) : new LocalVideoStorage(config.dataDir),
};
