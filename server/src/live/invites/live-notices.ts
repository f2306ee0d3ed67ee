import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LiveOccurrence } from '../live-occurrence.entity';
import type { LiveSession } from '../live-session.entity';

/**
 * WORK IN PROGRESS (helper B fills this in before it is committed): what each change of a live
 * session tells people - mails with the series invite, reminders, webhook events.
 */
@Injectable()
export class LiveNotices {
  async scheduled(_tx: EntityManager, _session: LiveSession): Promise<void> {}
  async occurrenceChanged(
    _tx: EntityManager,
    _session: LiveSession,
    _occurrence: LiveOccurrence,
  ): Promise<void> {}
  async sessionCancelled(_tx: EntityManager, _session: LiveSession): Promise<void> {}
}
