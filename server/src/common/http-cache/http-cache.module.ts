import { Global, Module } from '@nestjs/common';
import { ChangeFeed } from './change-feed';
import { ResponseCache } from './response-cache';

@Global()
@Module({ providers: [ChangeFeed, ResponseCache], exports: [ChangeFeed, ResponseCache] })
export class HttpCacheModule {}
