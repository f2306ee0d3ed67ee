import { getToken } from '../../../apollo/tokenStorage';
import { networkFailure } from '../../../lib/errorMessage';
import { saveFile } from '../../../lib/saveFile';
import { t } from '../i18n';

export type CsvFile = 'sales.csv' | 'students.csv';

/**
 * Fetches one of the accounting CSVs with the stored token and saves it. The server answers a
 * refusal as JSON (`{ success: false, message }`), whose message is thrown for the reader.
 */
export async function downloadCsv(
  file: CsvFile,
  query: Record<string, string | null | undefined>,
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/educator/${file}?${params.toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(networkFailure());
  }
  if (response.status === 401 || response.status === 403)
    throw new Error(t('educator.analytics.csvSignIn', { file }));
  const isCsv = response.headers.get('content-type')?.startsWith('text/csv');
  if (!response.ok || !isCsv) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? t('educator.analytics.csvFailed', { file }));
  }
  saveFile(await response.blob(), file);
}
