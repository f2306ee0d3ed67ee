import { PageHeading } from './PageHeading';

export default function PlayerPage() {
  return <PageHeading title="Course Player" />;
}
