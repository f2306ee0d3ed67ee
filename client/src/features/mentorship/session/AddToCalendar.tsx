import { useApolloClient } from '@apollo/client';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { saveFile } from '../../../lib/saveFile';
import { useT } from './i18n';
import {
  MentorshipSessionInviteDocument,
  type MentorshipSessionInviteQuery,
} from './sessions.generated';

/**
 * Saves the session's calendar invite (the one its mails carry), asked for fresh. A plain query
 * rather than a lazy-query hook: that hook's chunk would join the landing page's preload list.
 */
export function AddToCalendar({ bookingId }: { bookingId: string }) {
  const t = useT();
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);

  async function download() {
    setLoading(true);
    try {
      const { data } = await client.query<MentorshipSessionInviteQuery>({
        query: MentorshipSessionInviteDocument,
        variables: { id: bookingId },
        fetchPolicy: 'no-cache',
      });
      const ics = data?.booking?.calendarInvite;
      if (!ics) throw new Error(t('sessions.calendar.failed'));
      saveFile(new Blob([ics], { type: 'text/calendar' }), `session-${bookingId}.ics`);
    } catch (error) {
      showToast('error', errorMessage(error, t('sessions.calendar.failed')));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={loading}
      onClick={() => void download()}
    >
      {t('sessions.calendar.add')}
    </Button>
  );
}
