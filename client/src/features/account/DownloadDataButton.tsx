import { Button } from '@chakra-ui/react';
import { showToast } from '../../components/ui/toaster';
import { useMyDataExportLazyQuery } from './account.generated';
import { errorMessage } from '../../lib/errorMessage';
import { saveFile } from '../../lib/saveFile';
import { useT } from './i18n';

export const DATA_EXPORT_FILENAME = 'brandcraft-data.json';

/** Everything the server stores about the user, asked for fresh and saved as one JSON file. */
export function DownloadDataButton() {
  const t = useT();
  const [exportData, { loading }] = useMyDataExportLazyQuery({ fetchPolicy: 'no-cache' });

  async function download() {
    try {
      const { data, error } = await exportData();
      if (!data) throw error ?? new Error(t('account.exportFailed'));
      saveFile(new Blob([data.myDataExport], { type: 'application/json' }), DATA_EXPORT_FILENAME);
    } catch (error) {
      showToast('error', errorMessage(error, t('account.exportFailed')));
    }
  }

  return (
    <Button
      variant="outline"
      colorPalette="brand"
      alignSelf={{ sm: 'start' }}
      loading={loading}
      loadingText={t('account.preparing')}
      onClick={() => void download()}
    >
      {t('account.downloadData')}
    </Button>
  );
}
