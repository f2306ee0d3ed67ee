import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../lib/errorMessage';
import { saveFile } from '../lib/saveFile';
import { showToast } from './ui/toaster';

interface SaveInviteButtonProps {
  label: string;
  /** The toast when there is no invite or it could not be fetched. */
  failedMessage: string;
  /** `<filename>.ics` */
  filename: string;
  /** Asks for the invite, fresh: the iCalendar text, or null when the viewer has none. */
  load: () => Promise<string | null | undefined>;
}

/**
 * "Add to calendar": saves the calendar invite its mails carry (a session's, a live series') as an
 * .ics file, asked for when clicked. Callers fetch with a plain query rather than a lazy-query
 * hook: that hook's chunk would join the landing page's preload list.
 */
export function SaveInviteButton({ label, failedMessage, filename, load }: SaveInviteButtonProps) {
  const [loading, setLoading] = useState(false);

  async function download() {
    setLoading(true);
    try {
      const ics = await load();
      if (!ics) throw new Error(failedMessage);
      saveFile(new Blob([ics], { type: 'text/calendar' }), filename);
    } catch (error) {
      showToast('error', errorMessage(error, failedMessage));
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
      {label}
    </Button>
  );
}
