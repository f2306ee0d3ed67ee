import { Global, Module } from '@nestjs/common';
import { JobQueue } from '../common/jobs/job-queue';
import { DevMailboxController } from './dev-mailbox.controller';
import { MailDelivery } from './mail-delivery';
import { MailOutbox } from './mail-outbox';

/** Mail for every feature: `MailOutbox.queue(tx, message)` in the transaction of the event. */
@Global()
@Module({
  providers: [JobQueue, MailOutbox, MailDelivery],
  controllers: [DevMailboxController],
  exports: [MailOutbox, JobQueue],
})
export class MailModule {}
