import { linkOrigin } from '../public-url';
import { inviteHost } from './ics';

/** Where the links of mails and invites lead, and the domain of the invites' UIDs. */
export interface InviteLinks {
  origin: string;
  host: string;
}

export const inviteLinks = (config: Parameters<typeof linkOrigin>[0]): InviteLinks => ({
  origin: linkOrigin(config),
  host: inviteHost(config.publicUrl),
});
