import { PageHeading } from '../PageHeading';

export default function MyCoursesPage() {
  return <PageHeading title="My Courses" />;
}
