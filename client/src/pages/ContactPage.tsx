import { PageHeading } from './PageHeading';

export default function ContactPage() {
  return <PageHeading title="Contact">Questions about a course? Write to us.</PageHeading>;
}
