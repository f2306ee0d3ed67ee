import type { Provider } from '@nestjs/common';
import { LiveInviteResolver } from './live-invite.resolver';
import { LIVE_LINKS_PROVIDER } from './live-links';
import { LiveNotices } from './live-notices';

/** Invites, mails, reminders and webhook events of live sessions (docs/live-sessions.md). */
export const LIVE_INVITE_PROVIDERS: Provider[] = [
  LIVE_LINKS_PROVIDER,
  LiveNotices,
  LiveInviteResolver,
];
