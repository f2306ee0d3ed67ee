import { Image, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import logoUrl from '../assets/logo.svg';

/** The brand logo, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link asChild aria-label="BrandCraft home" flexShrink={0}>
      <RouterLink to="/" onClick={onClick}>
        <Image src={logoUrl} alt="BrandCraft" h={{ base: '8', md: '10' }} />
      </RouterLink>
    </Link>
  );
}
