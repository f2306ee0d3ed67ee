import { EducatorPage } from '../../features/educator/EducatorPage';
import { useT } from '../../features/mentorship/i18n';
import { MentoringView } from '../../features/mentorship/MentoringView';
import { usePageTitle } from '../../lib/usePageTitle';

/** /educator/mentoring: the educator's mentor profile, hours and session types (docs/mentorship.md). */
export default function MentoringPage() {
  const t = useT();
  usePageTitle(t('mentorship.mentoring.title'));
  return (
    <EducatorPage title={t('mentorship.mentoring.title')} intro={t('mentorship.mentoring.intro')}>
      <MentoringView />
    </EducatorPage>
  );
}
