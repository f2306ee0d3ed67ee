import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { downloadCsv, type CsvFile } from './downloadCsv';
import { useT } from '../i18n';

/** A button that fetches one CSV with the given query and saves it, saying why when it cannot. */
function CsvButton({
  file,
  label,
  query,
  disabled,
}: {
  file: CsvFile;
  label: string;
  query: Record<string, string | null>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  async function download() {
    setBusy(true);
    try {
      await downloadCsv(file, query);
    } catch (error) {
      showToast('error', errorMessage(error, t('educator.analytics.csvFailed', { file })));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      disabled={disabled}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}

/**
 * The sales (of the chosen period) and students CSVs, for the educator's accounting. `range` is null
 * while the chosen period is not one the server answers for: the sales CSV waits for a right one.
 */
export function CsvDownloads({
  range,
  courseId,
}: {
  range: { from: string; to: string } | null;
  courseId: string | null;
}) {
  const t = useT();
  return (
    <HStack gap="2" wrap="wrap">
      <CsvButton
        file="sales.csv"
        label={t('educator.analytics.salesCsv')}
        query={{ ...range, courseId }}
        disabled={!range}
      />
      <CsvButton
        file="students.csv"
        label={t('educator.analytics.studentsCsv')}
        query={{ courseId }}
      />
    </HStack>
  );
}
