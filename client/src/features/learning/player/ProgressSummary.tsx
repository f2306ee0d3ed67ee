import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { Progress as CourseProgress } from './playerTypes';

/** "3 of 8 lectures completed" with the percent and a bar. */
export function ProgressSummary({ progress }: { progress: CourseProgress | undefined }) {
  if (!progress)
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading your progress...
      </Text>
    );
  const { lecturesCompleted, totalLectures, percent } = progress;
  return (
    <Stack gap="2" data-testid="progress-summary">
      <HStack justify="space-between" fontSize="sm">
        <Text>{`${lecturesCompleted} of ${totalLectures} lectures completed`}</Text>
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
