import type { Provider } from '@nestjs/common';
import { inviteLinks } from '../../common/calendar/invite-links';
import { RUNTIME_CONFIG } from '../../config/app-config';

export const LIVE_LINKS = Symbol('live session links');

/** The origin of the links in live sessions' mails and invites, and the host of the invites' UIDs. */
export const LIVE_LINKS_PROVIDER: Provider = {
  provide: LIVE_LINKS,
  inject: [RUNTIME_CONFIG],
  useFactory: inviteLinks,
};
