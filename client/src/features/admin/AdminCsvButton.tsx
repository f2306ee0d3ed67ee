import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { getToken } from '../../apollo/tokenStorage';
import { showToast } from '../../components/ui/toaster';
import { errorMessage, networkFailure } from '../../lib/errorMessage';
import { saveFile } from '../../lib/saveFile';
import { t } from './i18n';

export type AdminCsvFile = 'contact-messages.csv' | 'newsletter-subscribers.csv';

/**
 * Fetches one of the admin CSVs with the stored token and saves it. Apart from the educator's
 * downloadCsv on purpose: sharing that module would split it out of the analytics chunk, and the
 * landing page lists every chunk a lazy page needs (see docs/performance.md, "Bundle budget").
 */
async function download(file: AdminCsvFile, status?: string) {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/${file}${status ? `?status=${status}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(networkFailure());
  }
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/csv')) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? t('admin.csv.failed', { file }));
  }
  saveFile(await response.blob(), file);
}

export function AdminCsvButton({
  file,
  label,
  status,
}: {
  file: AdminCsvFile;
  label: string;
  status?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        download(file, status)
          .catch((error: unknown) =>
            showToast('error', errorMessage(error, t('admin.csv.failed', { file }))),
          )
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
