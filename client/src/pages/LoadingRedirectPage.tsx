import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { config } from '../config';

/** /loading/{path}: a spinner, then /{path} after 5 seconds. */
export default function LoadingRedirectPage() {
  const path = useParams()['*'] ?? '';
  const navigate = useNavigate();
  useEffect(() => {
    // `path` stays inside the app: `/loading//evil.example` goes to `/evil.example`, not off-site.
    const target = `/${path.replace(/^\/+/, '')}`;
    const timer = setTimeout(() => void navigate(target), config.loadingRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate, path]);
  return <PageSpinner />;
}
