import { Inject } from '@nestjs/common';
import { Field, Float, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { Roles } from '../../auth/decorators';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';

@ObjectType({ description: 'What /api/video-uploads accepts; the server checks both again.' })
export class VideoUploadLimits {
  @Field(() => Float, { description: 'Largest file, in bytes (MAX_VIDEO_UPLOAD_BYTES).' })
  maxBytes: number;

  @Field(() => Int, { description: 'Longest video, in seconds (MAX_VIDEO_SECONDS).' })
  maxSeconds: number;
}

@Resolver()
export class UploadLimitsResolver {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  @Query(() => VideoUploadLimits, {
    description:
      'The upload limits, so a client can refuse a file before sending it: a size past maxBytes, or a length past maxSeconds.',
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  videoUploadLimits(): VideoUploadLimits {
    return { maxBytes: this.config.video.maxUploadBytes, maxSeconds: this.config.video.maxSeconds };
  }
}
