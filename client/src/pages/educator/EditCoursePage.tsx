import { useParams } from 'react-router-dom';
import { EditCourseLoader } from '../../features/educator/courseForm/EditCourseLoader';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function EditCoursePage() {
  usePageTitle('Edit course');
  const { id = '' } = useParams();
  return (
    <EducatorPage title="Edit Course" maxW="4xl">
      <EditCourseLoader id={id} />
    </EducatorPage>
  );
}
