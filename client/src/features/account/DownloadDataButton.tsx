import { Button } from '@chakra-ui/react';
import { showToast } from '../../components/ui/toaster';
import { useMyDataExportLazyQuery } from './account.generated';
import { errorMessage } from '../../lib/errorMessage';
import { saveFile } from './saveFile';

export const DATA_EXPORT_FILENAME = 'brandcraft-data.json';

/** Everything the server stores about the user, asked for fresh and saved as one JSON file. */
export function DownloadDataButton() {
  const [exportData, { loading }] = useMyDataExportLazyQuery({ fetchPolicy: 'no-cache' });

  async function download() {
    try {
      const { data, error } = await exportData();
      if (!data) throw error ?? new Error('Your data could not be exported');
      saveFile(new Blob([data.myDataExport], { type: 'application/json' }), DATA_EXPORT_FILENAME);
    } catch (error) {
      showToast('error', errorMessage(error, 'Your data could not be exported'));
    }
  }

  return (
    <Button
      variant="outline"
      colorPalette="brand"
      alignSelf={{ sm: 'start' }}
      loading={loading}
      loadingText="Preparing..."
      onClick={() => void download()}
    >
      Download my data
    </Button>
  );
}
