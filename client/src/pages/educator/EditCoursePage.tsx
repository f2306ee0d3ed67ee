import { PageHeading } from '../PageHeading';

export default function EditCoursePage() {
  return <PageHeading title="Edit Course" />;
}
