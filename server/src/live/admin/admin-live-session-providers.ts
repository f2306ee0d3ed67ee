import type { Provider } from '@nestjs/common';
import { AdminLiveSessionsResolver } from './admin-live-sessions.resolver';
import { AdminLiveSessions } from './admin-live-sessions.service';

/** The admin console's live sessions (docs/live-sessions.md, "Admin"). */
export const ADMIN_LIVE_SESSION_PROVIDERS: Provider[] = [
  AdminLiveSessions,
  AdminLiveSessionsResolver,
];
