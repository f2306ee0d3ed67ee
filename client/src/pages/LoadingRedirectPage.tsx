import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFirstLoadDone } from '../components/firstLoadContext';
import { PageSpinner } from '../components/PageSpinner';
import { config } from '../config';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from './i18n';

/** /loading/{path}: a spinner, then /{path} after 5 seconds on screen (after the first-load screen). */
export default function LoadingRedirectPage() {
  usePageTitle(useT()('pages.loading.title'));
  const path = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const onScreen = useFirstLoadDone();
  useEffect(() => {
    if (!onScreen) return undefined;
    // `path` stays inside the app: `/loading//evil.example` goes to `/evil.example`, not off-site.
    const target = `/${path.replace(/^\/+/, '')}`;
    const timer = setTimeout(() => void navigate(target), config.loadingRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate, path, onScreen]);
  return <PageSpinner />;
}
