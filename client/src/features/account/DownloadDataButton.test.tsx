import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyDataExportDocument } from './account.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DownloadDataButton } from './DownloadDataButton';
import { captureDownloads, mock, refused, stubObjectUrls } from './test/accountMocks';

afterEach(() => jest.restoreAllMocks());

describe('DownloadDataButton', () => {
  it('saves the export as brandcraft-data.json', async () => {
    const { made } = stubObjectUrls();
    const saved = captureDownloads();
    const json = JSON.stringify({ profile: { name: 'Asha Rao' } });
    renderWithProviders(<DownloadDataButton />, {
      mocks: [mock(MyDataExportDocument, undefined, { data: { myDataExport: json } })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'brandcraft-data.json' }]);
    expect(made[0].type).toBe('application/json');
    expect(await readText(made[0])).toBe(json);
  });

  it('says why when the export fails', async () => {
    stubObjectUrls();
    const saved = captureDownloads();
    renderWithProviders(<DownloadDataButton />, {
      mocks: [
        mock(
          MyDataExportDocument,
          undefined,
          refused('INTERNAL_SERVER_ERROR', 'Export failed, try later'),
        ),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await findToast('Export failed, try later')).toHaveAttribute('data-type', 'error');
    expect(saved).toEqual([]);
  });
});

/** A blob's text (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable blob'));
    reader.readAsText(blob);
  });
}
