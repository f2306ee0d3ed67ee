import { HStack, Icon, IconButton, Link, type StackProps } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from './siteLinks';
import { useT } from './i18n';

/** Round icon links to the social profiles (new tab) and a mailto link for support. */
export function SocialLinks({ tone = 'dark', ...props }: { tone?: 'dark' | 'light' } & StackProps) {
  const t = useT();
  const colors =
    tone === 'dark'
      ? {
          color: 'brand.100',
          bg: 'whiteAlpha.100',
          _hover: { bg: 'whiteAlpha.300', color: 'white' },
        }
      : { color: 'brand.700', bg: 'brand.50', _hover: { bg: 'brand.100', color: 'brand.900' } };
  return (
    <HStack gap="2" wrap="wrap" {...props}>
      {SOCIAL_LINKS.map((link) => (
        <IconButton key={link.href} asChild size="sm" rounded="full" variant="plain" {...colors}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(link.labelKey)}
          >
            <Icon as={link.icon} />
          </a>
        </IconButton>
      ))}
      <Link
        href={`mailto:${SUPPORT_EMAIL}`}
        fontSize="sm"
        color={colors.color}
        aria-label={t('site.emailSupport', { email: SUPPORT_EMAIL })}
        ms="1"
      >
        <Icon as={LuMail} aria-hidden />
        {SUPPORT_EMAIL}
      </Link>
    </HStack>
  );
}
