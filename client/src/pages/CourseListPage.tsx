import { useParams } from 'react-router-dom';
import { PageHeading } from './PageHeading';

export default function CourseListPage() {
  const { input } = useParams();
  return (
    <PageHeading title="Course List">
      {input ? `Showing courses matching "${input}".` : 'Browse every course on BrandCraft.'}
    </PageHeading>
  );
}
