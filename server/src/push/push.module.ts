import { Global, Module } from '@nestjs/common';
import { Notices } from './notices';
import { PushResolver } from './push.resolver';
import { PushSender } from './push-sender';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** Web Push beside mail: every feature sends its notices with `Notices.send(tx, …)`. */
@Global()
@Module({
  providers: [Notices, PushSender, PushSubscriptionsService, PushResolver],
  exports: [Notices],
})
export class PushModule {}
