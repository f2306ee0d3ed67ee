import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { REPORT_REASON_MAX_LENGTH } from '../../../../shared/community';
import { useT } from './i18n';
import { PostForm } from './PostForm';
import { useReportPostMutation } from './questions.generated';
import { useAttempt } from './useQuestionWrites';

/** "Report" on someone else's question or answer: asks why, then sends it to the admins. */
export function ReportButton({ questionId, answerId }: { questionId?: string; answerId?: string }) {
  const t = useT();
  const attempt = useAttempt();
  const [open, setOpen] = useState(false);
  const [report, reporting] = useReportPostMutation();
  if (!open)
    return (
      <Button size="xs" variant="ghost" onClick={() => setOpen(true)}>
        {t('community.report')}
      </Button>
    );
  return (
    <PostForm
      label={t('community.reportReason')}
      submitLabel={t('community.sendReport')}
      max={REPORT_REASON_MAX_LENGTH}
      saving={reporting.loading}
      onCancel={() => setOpen(false)}
      onPost={async (reason) => {
        const sent = await attempt(
          () =>
            report({
              variables: { questionId: questionId ?? null, answerId: answerId ?? null, reason },
            }),
          t('community.reported'),
        );
        if (sent) setOpen(false);
        return sent;
      }}
    />
  );
}
