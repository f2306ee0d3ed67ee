import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { config } from '../config';

/** /loading/{path}: a spinner, then /{path} after 5 seconds. */
export default function LoadingRedirectPage() {
  const path = useParams()['*'] ?? '';
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(`/${path}`), config.loadingRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate, path]);
  return <PageSpinner />;
}
