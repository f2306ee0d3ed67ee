import { PageHeading } from './PageHeading';

export default function CourseDetailPage() {
  return <PageHeading title="Course Details" />;
}
