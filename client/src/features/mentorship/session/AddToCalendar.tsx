import { useApolloClient } from '@apollo/client';
import { SaveInviteButton } from '../../../components/SaveInviteButton';
import { useT } from './i18n';
import {
  MentorshipSessionInviteDocument,
  type MentorshipSessionInviteQuery,
} from './sessions.generated';

/** Saves the session's calendar invite (the one its mails carry), asked for fresh. */
export function AddToCalendar({ bookingId }: { bookingId: string }) {
  const t = useT();
  const client = useApolloClient();
  return (
    <SaveInviteButton
      label={t('sessions.calendar.add')}
      failedMessage={t('sessions.calendar.failed')}
      filename={`session-${bookingId}.ics`}
      load={async () => {
        const { data } = await client.query<MentorshipSessionInviteQuery>({
          query: MentorshipSessionInviteDocument,
          variables: { id: bookingId },
          fetchPolicy: 'no-cache',
        });
        return data?.booking?.calendarInvite;
      }}
    />
  );
}
