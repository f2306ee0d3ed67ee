import { PageHeading } from '../PageHeading';

export default function StudentsEnrolledPage() {
  return <PageHeading title="Students Enrolled" />;
}
