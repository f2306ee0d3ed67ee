import { getToken } from '../../apollo/tokenStorage';
import { networkFailure } from '../../lib/errorMessage';
import { t } from './i18n';
import { saveFile } from '../../lib/saveFile';

/**
 * Fetches a receipt's (or a credit note's) PDF with the stored token (the server gives it to its
 * buyer only) and saves it as `<label>.pdf`. Throws with a message for the reader when the server
 * refuses.
 */
export async function downloadReceipt(
  receipt: { pdfUrl: string; label: string },
  kind: 'Receipt' | 'Credit note' = 'Receipt',
): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(receipt.pdfUrl, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(networkFailure());
  }
  if (!response.ok) {
    const receiptKind = kind === 'Receipt';
    const { label } = receipt;
    throw new Error(
      response.status === 401 || response.status === 403
        ? t(receiptKind ? 'account.receiptSignInAgain' : 'account.creditNoteSignInAgain')
        : t(receiptKind ? 'account.receiptNotDownloaded' : 'account.creditNoteNotDownloaded', {
            label,
          }),
    );
  }
  saveFile(await response.blob(), `${receipt.label}.pdf`);
}
