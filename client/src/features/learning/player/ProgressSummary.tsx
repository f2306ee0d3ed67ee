import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '../../../lib/format';
import type { Progress as CourseProgress } from './playerTypes';
import { useT } from '../i18n';

/**
 * "3 of 8 lectures completed" with the percent and a bar; once every lecture is done with quizzes
 * still to pass, "8 of 8 lectures · 1 quiz to pass" (the percent stays lecture-based).
 */
export function ProgressSummary({
  progress,
  quizzesToPass = 0,
}: {
  progress: CourseProgress | undefined;
  quizzesToPass?: number;
}) {
  const t = useT();
  if (!progress)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('learning.loadingProgress')}
      </Text>
    );
  const { lecturesCompleted, totalLectures, percent } = progress;
  const lecturesDone = totalLectures > 0 && lecturesCompleted >= totalLectures;
  const counts = { done: formatCount(lecturesCompleted), total: formatCount(totalLectures) };
  const summary =
    lecturesDone && quizzesToPass > 0
      ? t('learning.progressQuizzesLeft', { ...counts, quizzes: quizzesToPass })
      : t('learning.progressCompleted', counts);
  const shown = formatCount(percent);
  return (
    <Stack gap="2" data-testid="progress-summary">
      <HStack justify="space-between" fontSize="sm">
        <Text>{summary}</Text>
        <Text fontWeight="semibold">{t('learning.percent', { percent: shown })}</Text>
      </HStack>
      <Progress.Root value={percent} size="sm" colorPalette={percent >= 100 ? 'green' : 'brand'}>
        <Progress.Track
          rounded="full"
          aria-label={t('learning.courseProgressLabel', { percent: shown })}
        >
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
