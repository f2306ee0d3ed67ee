import { Button, type ButtonProps, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPlaybackTime } from '../../../lib/format';
import { useT } from '../i18n';
import { type Enrollment, playerPath } from './enrollmentTypes';

/**
 * 'Continue Learning': opens the course in the player, which resumes where the learner left off;
 * that lecture is named under the button (and is the link's description). A finished course names
 * none: its certificate links take that place.
 */
export function ContinueLearningButton({
  enrollment,
  ...props
}: { enrollment: Enrollment } & ButtonProps) {
  const { course, progress } = enrollment;
  const resume = progress.status === 'COMPLETED' ? null : progress.resume;
  const resumeId = useId();
  const t = useT();
  return (
    <Stack gap="1" align={{ base: 'stretch', md: 'end' }}>
      <Button asChild colorPalette="brand" size="sm" {...props}>
        <RouterLink
          to={playerPath(course.id)}
          aria-label={t('learning.continueLearningLabel', { title: course.courseTitle })}
          aria-describedby={resume ? resumeId : undefined}
        >
          {t('learning.continueLearning')}
        </RouterLink>
      </Button>
      {resume && (
        <Text
          id={resumeId}
          fontSize="xs"
          color="fg.muted"
          maxW={{ md: '48' }}
          lineClamp={2}
          overflowWrap="anywhere"
          data-testid="resume-lecture"
        >
          {t('learning.resumeAt', {
            lecture: resume.lectureTitle,
            time: formatPlaybackTime(resume.positionSeconds),
          })}
        </Text>
      )}
    </Stack>
  );
}
