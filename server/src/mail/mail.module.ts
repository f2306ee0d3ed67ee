import { Global, Module } from '@nestjs/common';
import { JobQueue } from '../common/jobs/job-queue';
import { SignedLinks } from '../common/signed-links';
import { DevMailboxController } from './dev-mailbox.controller';
import { MailDelivery } from './mail-delivery';
import { MailOutbox } from './mail-outbox';

/** Mail for every feature: `MailOutbox.queue(tx, message)` in the transaction of the event. */
@Global()
@Module({
  providers: [JobQueue, MailOutbox, MailDelivery, SignedLinks],
  controllers: [DevMailboxController],
  exports: [MailOutbox, JobQueue, SignedLinks],
})
export class MailModule {}
