import { HStack, Progress, Text } from '@chakra-ui/react';
import { formatCount } from '../../../lib/format';
import { useT } from '../i18n';

/** A progress bar with the percent beside it; green once the course is complete. */
export function EnrollmentProgress({
  courseTitle,
  percent,
}: {
  courseTitle: string;
  percent: number;
}) {
  const t = useT();
  const complete = percent >= 100;
  const shown = formatCount(percent);
  return (
    <HStack gap="3" minW="0">
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette={complete ? 'green' : 'brand'}
        flex="1"
        minW="20"
      >
        <Progress.Track
          rounded="full"
          aria-label={t('learning.progressLabel', { title: courseTitle, percent: shown })}
        >
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text as="span" fontSize="sm" fontWeight="semibold" minW="10" textAlign="end" aria-hidden>
        {t('learning.percent', { percent: shown })}
      </Text>
    </HStack>
  );
}
