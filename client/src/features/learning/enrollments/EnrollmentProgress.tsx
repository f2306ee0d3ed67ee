import { HStack, Progress, Text } from '@chakra-ui/react';

/** A progress bar with the percent beside it; green once the course is complete. */
export function EnrollmentProgress({
  courseTitle,
  percent,
}: {
  courseTitle: string;
  percent: number;
}) {
  const complete = percent >= 100;
  return (
    <HStack gap="3" minW="0">
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette={complete ? 'green' : 'brand'}
        flex="1"
        minW="20"
      >
        <Progress.Track rounded="full" aria-label={`${courseTitle}: ${percent}% complete`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text as="span" fontSize="sm" fontWeight="semibold" minW="10" textAlign="end" aria-hidden>
        {percent}%
      </Text>
    </HStack>
  );
}
