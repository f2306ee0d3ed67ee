import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { Progress as CourseProgress } from './playerTypes';

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
  if (!progress)
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading your progress...
      </Text>
    );
  const { lecturesCompleted, totalLectures, percent } = progress;
  const lecturesDone = totalLectures > 0 && lecturesCompleted >= totalLectures;
  const summary =
    lecturesDone && quizzesToPass > 0
      ? `${lecturesCompleted} of ${totalLectures} lectures · ${quizzesToPass} ${quizzesToPass === 1 ? 'quiz' : 'quizzes'} to pass`
      : `${lecturesCompleted} of ${totalLectures} lectures completed`;
  return (
    <Stack gap="2" data-testid="progress-summary">
      <HStack justify="space-between" fontSize="sm">
        <Text>{summary}</Text>
        <Text fontWeight="semibold">{`${percent}%`}</Text>
      </HStack>
      <Progress.Root value={percent} size="sm" colorPalette={percent >= 100 ? 'green' : 'brand'}>
        <Progress.Track rounded="full" aria-label={`Course progress: ${percent}%`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
