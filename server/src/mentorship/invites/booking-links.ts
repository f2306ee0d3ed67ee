import type { Provider } from '@nestjs/common';
import { inviteLinks } from '../../common/calendar/invite-links';
import { RUNTIME_CONFIG } from '../../config/app-config';

export const BOOKING_LINKS = Symbol('booking links');

/** The origin of the links in booking mails and invites, and the host of the invites' UIDs. */
export const BOOKING_LINKS_PROVIDER: Provider = {
  provide: BOOKING_LINKS,
  inject: [RUNTIME_CONFIG],
  useFactory: inviteLinks,
};
