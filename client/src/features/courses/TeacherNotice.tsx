import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isStudentPreview, studentPreviewPath } from '../../lib/studentPreview';
import type { LearnerRefusal } from '../../../../shared/learner-policy';

/**
 * In place of the enroll button, for the course's owner or an admin: what they can do instead, and
 * the player when an enrollment made before the rule still opens it.
 */
export function TeacherNotice({
  courseId,
  refusal,
  enrolled,
}: {
  courseId: string;
  refusal: LearnerRefusal;
  enrolled: boolean;
}) {
  const [search] = useSearchParams();
  if (isStudentPreview(search)) return <PreviewEnrollNotice courseId={courseId} />;
  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle" role="note">
      <Text fontWeight="semibold">
        {refusal === 'OWNER' ? 'You teach this course' : 'You are an admin'}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {refusal === 'OWNER'
          ? 'Students enrol and rate it here; you edit it from the educator area.'
          : 'Admins see every lecture, so they do not enrol in or rate courses.'}
      </Text>
      <Button asChild colorPalette="brand" size="lg" width="full">
        <RouterLink to={`/educator/edit-course/${courseId}`}>Edit course</RouterLink>
      </Button>
      {enrolled && (
        <Link asChild alignSelf="center" color="brand.fg" fontWeight="medium">
          <RouterLink to={`/player/${courseId}`}>Go to the course player</RouterLink>
        </Link>
      )}
    </Stack>
  );
}

/** What a learner would find here, inert while previewing, with the way into the player's preview. */
function PreviewEnrollNotice({ courseId }: { courseId: string }) {
  return (
    <Stack gap="3">
      <Button colorPalette="brand" size="lg" width="full" disabled>
        Enroll Now
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Learners enrol here. Enrolling is turned off while you preview.
      </Text>
      <Button asChild variant="outline" colorPalette="brand" width="full">
        <RouterLink to={studentPreviewPath(courseId, 'player')}>
          Open the player as a student
        </RouterLink>
      </Button>
    </Stack>
  );
}
