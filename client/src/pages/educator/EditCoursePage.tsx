import { useParams } from 'react-router-dom';
import { EditCourseLoader } from '../../features/educator/courseForm/EditCourseLoader';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { useT } from '../../features/educator/i18n';
import { usePageTitle } from '../../lib/usePageTitle';

export default function EditCoursePage() {
  const t = useT();
  usePageTitle(t('educator.editCourse.pageTitle'));
  const { id = '' } = useParams();
  return (
    <EducatorPage title={t('educator.editCourse.title')} maxW="4xl">
      <EditCourseLoader id={id} />
    </EducatorPage>
  );
}
