import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AnnouncementForm } from '../../features/community/AnnouncementForm';
import { useAnnouncementsCourseQuery } from '../../features/community/announcements.generated';
import { CourseAnnouncements } from '../../features/community/CourseAnnouncements';
import { useT } from '../../features/community/i18n';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { usePageTitle } from '../../lib/usePageTitle';

/** /educator/courses/:courseId/announcements: post to the course's learners, and what was posted. */
export default function AnnouncementsPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  const { data } = useAnnouncementsCourseQuery({ variables: { courseId } });
  usePageTitle(t('community.announcements.title'));
  return (
    <EducatorPage
      title={t('community.announcements.title')}
      intro={t('community.announcements.intro')}
    >
      <Stack gap="8">
        {data && (
          <Text>
            {t('community.announcements.course')}{' '}
            <Link asChild colorPalette="brand" fontWeight="semibold">
              <RouterLink to={`/course/${courseId}`}>{data.course.courseTitle}</RouterLink>
            </Link>
          </Text>
        )}
        <AnnouncementForm courseId={courseId} />
        <CourseAnnouncements courseId={courseId} />
      </Stack>
    </EducatorPage>
  );
}
