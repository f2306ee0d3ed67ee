import { PageHeading } from '../PageHeading';

export default function AddCoursePage() {
  return <PageHeading title="Add Course" />;
}
