import { useParams } from 'react-router-dom';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { HostLiveView } from '../../features/live/host/HostLiveView';
import { useT } from '../../features/live/i18n';
import { usePageTitle } from '../../lib/usePageTitle';

/** /educator/courses/:courseId/live: a course's live sessions, scheduled and managed (docs/live-sessions.md). */
export default function LiveSessionsPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  usePageTitle(t('live.host.title'));
  return (
    <EducatorPage title={t('live.host.title')} intro={t('live.host.intro')}>
      <HostLiveView courseId={courseId} />
    </EducatorPage>
  );
}
