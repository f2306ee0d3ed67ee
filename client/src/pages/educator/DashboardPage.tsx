import { PageHeading } from '../PageHeading';

export default function DashboardPage() {
  return <PageHeading title="Educator Dashboard" />;
}
