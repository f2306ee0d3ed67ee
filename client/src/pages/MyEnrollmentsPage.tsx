import { PageHeading } from './PageHeading';

export default function MyEnrollmentsPage() {
  return <PageHeading title="My Enrollments">Courses you are enrolled in.</PageHeading>;
}
