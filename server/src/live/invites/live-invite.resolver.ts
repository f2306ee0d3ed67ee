import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { InviteLinks } from '../../common/calendar/invite-links';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import type { User } from '../../users/user.entity';
import { LiveSessionView } from '../live.types';
import { LiveSeatStatus } from '../live-seat.entity';
import type { LiveSession } from '../live-session.entity';
import { liveContexts, viewerSeats, type LiveSeatHolder } from './live-context';
import { liveSeriesIcs } from './live-ics';
import { LIVE_LINKS } from './live-links';

/** The invite a live session's mails carry, for "Add to calendar" on its page. */
@Resolver(() => LiveSessionView)
export class LiveInviteResolver {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(LIVE_LINKS) private readonly links: InviteLinks,
  ) {}

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The session as an iCalendar file (RFC 5545), as the viewer’s mails carry it: one UID with the RRULE, its moved and cancelled meetings, the same SEQUENCE; METHOD:CANCEL once the session or the viewer’s seat is cancelled. For its host and its seat holders (confirmed, or cancelled); null for anyone else, waitlisted and offered places included.',
  })
  async calendarInvite(
    @Parent() session: LiveSession,
    @Context() { req, loaders }: GraphQLContext<User>,
  ): Promise<string | null> {
    const viewer = req.user;
    if (!viewer) return null;
    const hosting = viewer.id === session.hostId;
    // Batched: a list of sessions asking for their invites costs the same few queries as one.
    const seat = hosting
      ? null
      : await loaders.fromMap<LiveSeatHolder | null>(
          `liveInviteSeat:${viewer.id}`,
          session.id,
          (ids) => viewerSeats(this.db.manager, viewer.id, ids),
          null,
        );
    // A confirmed seat's invite, or the CANCEL its learner was mailed once it was cancelled.
    const inCalendar =
      seat?.status === LiveSeatStatus.CONFIRMED || seat?.status === LiveSeatStatus.CANCELLED;
    if (!hosting && !inCalendar) return null;
    const context = await loaders.fromMap(
      'liveInviteContext',
      session.id,
      (ids) => liveContexts(this.db.manager, ids),
      null,
    );
    if (!context) return null;
    const reader =
      seat && !hosting
        ? {
            person: seat,
            role: 'seat' as const,
            seatCancelled: seat.status === LiveSeatStatus.CANCELLED,
          }
        : { person: context.host, role: 'host' as const };
    return liveSeriesIcs(context, reader, this.links);
  }
}
