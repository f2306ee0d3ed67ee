import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { InviteLinks } from '../../common/calendar/invite-links';
import { workReminders } from '../../common/calendar/reminder-jobs';
import { JobQueue } from '../../common/jobs/job-queue';
import { MailOutbox, type MailMessage } from '../../mail/mail-outbox';
import { Notices, type Notice } from '../../push/notices';
import { WebhookEvents } from '../../webhooks/webhook-events.service';
import { LiveOccurrenceStatus, type LiveOccurrence } from '../live-occurrence.entity';
import { LiveSession } from '../live-session.entity';
import { liveContext, seatHolder, type LiveContext, type LiveSeatHolder } from './live-context';
import { LIVE_LINKS } from './live-links';
import { everyone, liveMail, type LiveChange } from './live-mail';
import {
  LIVE_REMINDER,
  reminderMails,
  scheduleLiveReminders,
  type LiveReminderJob,
} from './live-reminders';
import { liveSessionEventData, recordingReadyEventData } from './live-webhooks';

/**
 * What each change of a live session tells people, inside the transaction of the change (so one
 * that rolls back sends nothing): `live_session` notices (push/notices.ts: the bell, and the mail
 * with the series invite unless the person turned that mail off), each in its reader's language
 * and zone, the reminders of its meetings (mail only, and their worker), and the webhook events
 * (docs/live-sessions.md, "Invites and reminders" and "Webhook events"). The scheduling service,
 * the seats and the recordings call it.
 */
@Injectable()
export class LiveNotices implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(LIVE_LINKS) private readonly links: InviteLinks,
    @Inject(Notices) private readonly notices: Notices,
  ) {}

  onModuleInit(): Promise<void> {
    return workReminders<LiveReminderJob>(this.jobs, LIVE_REMINDER, (job) => this.remind(job));
  }

  /** Sends a reminder (live-reminders.ts) if its meeting is still as it was; true when it did. */
  remind(job: LiveReminderJob, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const mails = await reminderMails(tx, job, this.links, now);
      if (mails) await this.mail.queueAll(tx, mails);
      return mails !== null;
    });
  }

  /** A session or series was scheduled: its invite to the host, reminders per meeting, the webhook. */
  async scheduled(tx: EntityManager, session: LiveSession): Promise<void> {
    const context = await liveContext(tx, session.id);
    const mail = liveMail(
      context,
      { person: context.host, role: 'host' },
      { kind: 'scheduled' },
      this.links,
    );
    await this.notices.send(tx, liveNotice(context.host.userId, session.id, mail));
    await scheduleLiveReminders(this.jobs, tx, context.occurrences);
    await this.webhooks.record(tx, 'live_session.scheduled', session.courseId, () =>
      Promise.resolve(liveSessionEventData(context)),
    );
  }

  /**
   * One meeting moved or was cancelled: the series' SEQUENCE goes up (calendars take an updated
   * invite only with a higher one), and the host and every confirmed seat holder get the updated
   * invite; a moved meeting gets reminders at its new time (its old ones are stale by its sequence).
   */
  async occurrenceChanged(
    tx: EntityManager,
    session: LiveSession,
    occurrence: LiveOccurrence,
  ): Promise<void> {
    await tx.getRepository(LiveSession).increment({ id: session.id }, 'sequence', 1);
    session.sequence += 1;
    const context = await liveContext(tx, session.id);
    const cancelled = occurrence.status === LiveOccurrenceStatus.CANCELLED;
    await this.tellEveryone(
      tx,
      context,
      cancelled ? { kind: 'occurrenceCancelled', occurrence } : { kind: 'moved', occurrence },
    );
    if (!cancelled) await scheduleLiveReminders(this.jobs, tx, [occurrence]);
  }

  /**
   * The whole series was cancelled: a CANCEL invite to the host and every confirmed seat holder
   * (call it before their seats are released), and the webhook live_session.cancelled.
   */
  async sessionCancelled(tx: EntityManager, session: LiveSession): Promise<void> {
    const context = await liveContext(tx, session.id);
    await this.tellEveryone(tx, context, { kind: 'cancelled' });
    await this.webhooks.record(tx, 'live_session.cancelled', session.courseId, () =>
      Promise.resolve(liveSessionEventData(context)),
    );
  }

  /** A seat became confirmed (RSVP, claim or payment): mail with the series invite to its learner. */
  async seatConfirmed(tx: EntityManager, seatId: string): Promise<void> {
    await this.tellSeat(tx, seatId, () => ({ kind: 'confirmed' }));
  }

  /** A freed seat is offered to the next in line: mail with the claim link and its deadline. */
  async seatOffered(tx: EntityManager, seatId: string): Promise<void> {
    await this.tellSeat(tx, seatId, (seat) => {
      if (!seat.expiresAt) throw new Error(`live seat ${seatId} is offered with no deadline`);
      return { kind: 'offered', expiresAt: seat.expiresAt };
    });
  }

  /** A confirmed seat was given up or taken back: CANCEL invite to its learner. */
  async seatCancelled(tx: EntityManager, seatId: string): Promise<void> {
    await this.tellSeat(tx, seatId, () => ({ kind: 'seatCancelled' }), true);
  }

  /** A meeting's recording was published as `lectureId`: the webhook live_session.recording_ready. */
  async recordingReady(
    tx: EntityManager,
    session: LiveSession,
    occurrence: LiveOccurrence,
    lectureId: string,
  ): Promise<void> {
    await this.webhooks.record(tx, 'live_session.recording_ready', session.courseId, async () =>
      recordingReadyEventData(await liveContext(tx, session.id), occurrence, lectureId),
    );
  }

  private async tellEveryone(tx: EntityManager, context: LiveContext, change: LiveChange) {
    const readers = await everyone(tx, context);
    await this.notices.sendAll(
      tx,
      readers.map((reader) =>
        liveNotice(
          reader.person.userId,
          context.session.id,
          liveMail(context, reader, change, this.links),
        ),
      ),
    );
  }

  private async tellSeat(
    tx: EntityManager,
    seatId: string,
    change: (seat: LiveSeatHolder) => LiveChange,
    seatCancelled = false,
  ) {
    const seat = await seatHolder(tx, seatId);
    if (!seat) throw new Error(`live seat ${seatId} vanished inside its own transaction`);
    const context = await liveContext(tx, seat.liveSessionId);
    const reader = { person: seat, role: 'seat' as const, seatCancelled };
    const mail = liveMail(context, reader, change(seat), this.links);
    await this.notices.send(tx, liveNotice(seat.userId, seat.liveSessionId, mail));
  }
}

/** A change's mail as a `live_session` notice: the bell shows its heading and subject, and opens the session's page. */
function liveNotice(userId: string, sessionId: string, mail: MailMessage): Notice {
  return {
    kind: 'live_session',
    userId,
    mail,
    push: {
      title: mail.heading,
      body: mail.subject,
      url: `/live/${sessionId}`,
      tag: `live-${sessionId}`,
    },
  };
}
