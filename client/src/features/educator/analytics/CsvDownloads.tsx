import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { downloadCsv } from './downloadCsv';

/** The sales (of the chosen period) and students CSVs, for the educator's accounting. */
export function CsvDownloads({
  from,
  to,
  courseId,
}: {
  from: string;
  to: string;
  courseId: string | null;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  async function download(file: 'sales.csv' | 'students.csv') {
    setBusy(file);
    try {
      await downloadCsv(file, file === 'sales.csv' ? { from, to, courseId } : { courseId });
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'Download failed');
    } finally {
      setBusy(null);
    }
  }
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        loading={busy === 'sales.csv'}
        onClick={() => void download('sales.csv')}
      >
        Download sales CSV
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={busy === 'students.csv'}
        onClick={() => void download('students.csv')}
      >
        Download students CSV
      </Button>
    </HStack>
  );
}
