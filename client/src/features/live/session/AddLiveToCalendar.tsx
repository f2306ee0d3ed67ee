import { useApolloClient } from '@apollo/client';
import { SaveInviteButton } from '../../../components/SaveInviteButton';
import { useT } from '../i18n';
import { LiveSessionInviteDocument, type LiveSessionInviteQuery } from './liveSession.generated';

/**
 * Saves the series' calendar invite (the one its mails carry: one event repeating weekly, its
 * moved and cancelled meetings too), asked for fresh.
 */
export function AddLiveToCalendar({ liveSessionId }: { liveSessionId: string }) {
  const t = useT();
  const client = useApolloClient();
  return (
    <SaveInviteButton
      label={t('live.calendar.add')}
      failedMessage={t('live.calendar.failed')}
      filename={`live-session-${liveSessionId}.ics`}
      load={async () => {
        const { data } = await client.query<LiveSessionInviteQuery>({
          query: LiveSessionInviteDocument,
          variables: { id: liveSessionId },
          fetchPolicy: 'no-cache',
        });
        return data?.liveSession.calendarInvite;
      }}
    />
  );
}
