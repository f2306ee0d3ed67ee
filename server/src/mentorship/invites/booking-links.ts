import type { Provider } from '@nestjs/common';
import { linkOrigin } from '../../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { inviteHost } from './booking-ics';
import type { BookingLinks } from './booking-mail';

export const BOOKING_LINKS = Symbol('booking links');

/** The origin of the links in booking mails and invites, and the host of the invites' UIDs. */
export const BOOKING_LINKS_PROVIDER: Provider = {
  provide: BOOKING_LINKS,
  inject: [RUNTIME_CONFIG],
  useFactory: (config: RuntimeConfig): BookingLinks => ({
    origin: linkOrigin(config),
    host: inviteHost(config.publicUrl),
  }),
};
