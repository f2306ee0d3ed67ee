import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../auth/decorators';
import type { User } from '../../users/user.entity';
import { LiveOccurrenceView } from '../live.types';
import { LiveRecordings } from './live-recordings.service';

/** A meeting's recording published as a lecture (docs/live-sessions.md, "Recordings"). */
@Resolver()
export class LiveRecordingResolver {
  constructor(@Inject(LiveRecordings) private readonly recordings: LiveRecordings) {}

  @Mutation(() => LiveOccurrenceView, {
    description:
      'The host (or an admin) attaches a video uploaded over tus (POST /api/video-uploads, without a lectureId; the upload id is the videoId) as the recording of a meeting that has started. It is published as a lecture of the course’s "Live sessions" chapter, titled with the session and the meeting’s date, the agenda as its description; it plays once transcoded, and the webhook live_session.recording_ready is recorded then. For a session sold as seats, only its seat holders (with the owner and admins) may watch it. Attaching again replaces the video of the same lecture. NOT_FOUND for a meeting one does not host; BAD_USER_INPUT for a cancelled or future meeting, or a video that is not the caller’s upload, another lecture’s, or failed.',
  })
  @Roles('educator', 'admin')
  attachLiveRecording(
    @CurrentUser() user: User,
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
    @Args('videoId', { type: () => ID }) videoId: string,
  ) {
    return this.recordings.attach(user, occurrenceId, videoId);
  }
}
