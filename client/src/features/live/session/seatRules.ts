import type { LiveSeatStatus } from '../../../generated/types';
import { roomOpen } from '../liveTime';

interface SessionFacts {
  status: 'SCHEDULED' | 'CANCELLED';
  seatsLeft: number;
  occurrences: readonly { id: string; startsAt: string; endsAt: string; status: string }[];
}

interface ViewerFacts {
  signedIn: boolean;
  /** The course's educator or an admin: they host, never take seats. */
  hosts: boolean;
  enrolled: boolean;
}

/** What the viewer can do about a session, from where they stand (SeatPanel shows it). */
export type ViewerPlace =
  | { kind: 'cancelled' }
  | { kind: 'over' }
  | { kind: 'host' }
  | { kind: 'signedOut' }
  | { kind: 'notEnrolled' }
  | { kind: 'take' }
  | { kind: 'full' }
  | { kind: 'seat'; status: Exclude<LiveSeatStatus, 'CANCELLED' | 'EXPIRED'> };

/** The meeting to come next: scheduled and not yet ended; null when none is left. */
export function nextMeeting<M extends SessionFacts['occurrences'][number]>(
  occurrences: readonly M[],
  now = Date.now(),
): M | null {
  return occurrences.find((o) => o.status === 'SCHEDULED' && Date.parse(o.endsAt) > now) ?? null;
}

/**
 * Where the viewer stands: their seat or place in line first (whatever else changed), then a
 * cancelled or finished session, the host, and what someone without a place may do.
 */
export function viewerPlace(
  session: SessionFacts,
  seat: { status: LiveSeatStatus } | null,
  viewer: ViewerFacts,
  now = Date.now(),
): ViewerPlace {
  if (seat && seat.status !== 'CANCELLED' && seat.status !== 'EXPIRED')
    return { kind: 'seat', status: seat.status };
  if (session.status === 'CANCELLED') return { kind: 'cancelled' };
  if (!nextMeeting(session.occurrences, now)) return { kind: 'over' };
  if (viewer.hosts) return { kind: 'host' };
  if (!viewer.signedIn) return { kind: 'signedOut' };
  if (!viewer.enrolled) return { kind: 'notEnrolled' };
  return { kind: session.seatsLeft > 0 ? 'take' : 'full' };
}

/** The next meeting when its room is open now (10 minutes either side), for the host and seat holders. */
export function openMeeting<M extends SessionFacts['occurrences'][number]>(
  occurrences: readonly M[],
  now = Date.now(),
): M | null {
  const next = nextMeeting(occurrences, now);
  return next && roomOpen(next.startsAt, next.endsAt, now) ? next : null;
}
