import { Image, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import logoUrl from '../assets/logo.svg';
import { SITE_NAME } from '../lib/usePageTitle';
import { useT } from './i18n';

/** The brand logo, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  const t = useT();
  return (
    <Link asChild aria-label={t('components.logoHome')} flexShrink={0}>
      <RouterLink to="/" onClick={onClick}>
        <Image src={logoUrl} alt={SITE_NAME} h={{ base: '8', md: '10' }} />
      </RouterLink>
    </Link>
  );
}
