import { Box, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NewsletterForm } from '../features/site/NewsletterForm';
import { SocialLinks } from '../features/site/SocialLinks';
import { Logo } from '../components/Logo';
import { useAuth } from '../features/auth/authContext';
import { LanguageSwitch, navbarLanguageFrom } from './LanguageSwitch';
import { useT } from './i18n';

const quickLinks = [
  { to: '/', labelKey: 'layout.home' },
  { to: '/about', labelKey: 'layout.about' },
  { to: '/contact', labelKey: 'layout.contact' },
  { to: '/developers', labelKey: 'layout.developers' },
] as const;

export function SiteFooter() {
  const t = useT();
  const { user } = useAuth();
  return (
    <Box as="footer" bg="brand.950" color="brand.50" mt="16">
      <SimpleGrid
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="10"
        gap="8"
        columns={{ base: 1, md: 2, lg: 3 }}
      >
        <Stack gap="3" maxW="sm">
          <Box bg="white" rounded="md" px="2" py="1" alignSelf="flex-start">
            <Logo />
          </Box>
          <Text fontSize="sm" color="brand.200">
            {t('layout.tagline')}
          </Text>
          <SocialLinks />
          <LanguageSwitch alignSelf="flex-start" hideFrom={navbarLanguageFrom(Boolean(user))} />
        </Stack>
        <Stack as="nav" aria-label={t('layout.quickLinks')} gap="2">
          <Text fontWeight="semibold">{t('layout.quickLinksHeading')}</Text>
          {quickLinks.map((link) => (
            <Link key={link.to} asChild color="brand.100" fontSize="sm" alignSelf="flex-start">
              <RouterLink to={link.to}>{t(link.labelKey)}</RouterLink>
            </Link>
          ))}
        </Stack>
        <Box gridColumn={{ md: 'span 2', lg: 'auto' }} maxW={{ md: 'md', lg: 'none' }}>
          <NewsletterForm />
        </Box>
      </SimpleGrid>
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="4"
        borderTopWidth="1px"
        borderColor="brand.800"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        gap="2"
        fontSize="sm"
        color="brand.200"
      >
        <Text>{t('layout.copyright')}</Text>
        <HStack gap="4">
          <Link href="#" color="brand.100">
            {t('layout.privacy')}
          </Link>
          <Link href="#" color="brand.100">
            {t('layout.terms')}
          </Link>
        </HStack>
      </Flex>
    </Box>
  );
}
