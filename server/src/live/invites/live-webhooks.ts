import type { LiveOccurrence } from '../live-occurrence.entity';
import type { LiveContext } from './live-context';

const meeting = (o: LiveOccurrence) => ({
  id: o.id,
  startsAt: o.startsAt.toISOString(),
  endsAt: o.endsAt.toISOString(),
  status: o.status,
});

/** The `data` of live_session.scheduled and .cancelled (shared/webhook-events.ts). */
export function liveSessionEventData({ session, occurrences }: LiveContext) {
  return {
    liveSessionId: session.id,
    courseId: session.courseId,
    hostId: session.hostId,
    title: session.title,
    timeZone: session.timeZone,
    rrule: session.rrule,
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    access: session.access,
    status: session.status,
    sequence: session.sequence,
    cancelledAt: session.cancelledAt?.toISOString() ?? null,
    occurrences: [...occurrences]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map(meeting),
  };
}

/** The `data` of live_session.recording_ready. */
export function recordingReadyEventData(
  { session }: LiveContext,
  occurrence: LiveOccurrence,
  lectureId: string,
) {
  return {
    liveSessionId: session.id,
    courseId: session.courseId,
    title: session.title,
    occurrence: meeting(occurrence),
    lectureId,
  };
}
