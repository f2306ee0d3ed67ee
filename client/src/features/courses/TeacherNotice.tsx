import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isStudentPreview, studentPreviewPath } from '../../lib/studentPreview';
import type { LearnerRefusal } from '../../../../shared/learner-policy';
import { useT } from './i18n';

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
  const t = useT();
  const [search] = useSearchParams();
  if (isStudentPreview(search)) return <PreviewEnrollNotice courseId={courseId} />;
  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle" role="note">
      <Text fontWeight="semibold">
        {t(refusal === 'OWNER' ? 'courses.teacher.owner' : 'courses.teacher.admin')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t(refusal === 'OWNER' ? 'courses.teacher.ownerText' : 'courses.teacher.adminText')}
      </Text>
      <Button asChild colorPalette="brand" size="lg" width="full">
        <RouterLink to={`/educator/edit-course/${courseId}`}>
          {t('courses.teacher.edit')}
        </RouterLink>
      </Button>
      {enrolled && (
        <Link asChild alignSelf="center" color="brand.fg" fontWeight="medium">
          <RouterLink to={`/player/${courseId}`}>{t('courses.price.goToPlayer')}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}

/** What a learner would find here, inert while previewing, with the way into the player's preview. */
function PreviewEnrollNotice({ courseId }: { courseId: string }) {
  const t = useT();
  return (
    <Stack gap="3">
      <Button colorPalette="brand" size="lg" width="full" disabled>
        {t('courses.teacher.enrollNow')}
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t('courses.teacher.previewText')}
      </Text>
      <Button asChild variant="outline" colorPalette="brand" width="full">
        <RouterLink to={studentPreviewPath(courseId, 'player')}>
          {t('courses.teacher.openPlayer')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
