import { QuestionInbox } from '../../features/community/QuestionInbox';
import { useT } from '../../features/community/i18n';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { usePageTitle } from '../../lib/usePageTitle';

/** /educator/questions: the learners' questions across the educator's courses. */
export default function QuestionsPage() {
  const t = useT();
  usePageTitle(t('community.inbox.title'));
  return (
    <EducatorPage title={t('community.inbox.title')} intro={t('community.inbox.intro')}>
      <QuestionInbox />
    </EducatorPage>
  );
}
