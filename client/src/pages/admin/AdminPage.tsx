import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuditLogSection } from '../../features/admin/AuditLogSection';
import { BookingsSection } from '../../features/admin/BookingsSection';
import { CoursesSection } from '../../features/admin/CoursesSection';
import { LiveSessionsSection } from '../../features/admin/LiveSessionsSection';
import { MessagesSection } from '../../features/admin/MessagesSection';
import { ReviewsSection } from '../../features/admin/ReviewsSection';
import { SubscribersSection } from '../../features/admin/SubscribersSection';
import { UsersSection } from '../../features/admin/UsersSection';
import { PostReports } from '../../features/community/PostReports';
import { usePageTitle } from '../../lib/usePageTitle';
import { useT } from '../../features/admin/i18n';

const SECTIONS = [
  { value: 'users', labelId: 'admin.section.users', content: <UsersSection /> },
  { value: 'courses', labelId: 'admin.section.courses', content: <CoursesSection /> },
  { value: 'reviews', labelId: 'admin.section.reviews', content: <ReviewsSection /> },
  { value: 'posts', labelId: 'admin.section.posts', content: <PostReports /> },
  { value: 'bookings', labelId: 'admin.section.bookings', content: <BookingsSection /> },
  { value: 'live', labelId: 'admin.section.live', content: <LiveSessionsSection /> },
  { value: 'messages', labelId: 'admin.section.messages', content: <MessagesSection /> },
  { value: 'subscribers', labelId: 'admin.section.subscribers', content: <SubscribersSection /> },
  { value: 'analytics', labelId: 'admin.section.analytics', content: <AnalyticsLink /> },
  { value: 'audit', labelId: 'admin.section.audit', content: <AuditLogSection /> },
] as const;

/** The section is in the address (?section=), so it can be linked. */
export default function AdminPage() {
  const t = useT();
  usePageTitle(t('admin.page.title'));
  const [params] = useSearchParams();
  const asked = params.get('section');
  const current = SECTIONS.find((s) => s.value === asked) ?? SECTIONS[0];
  const section = current.value;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('admin.page.title')}
          </Heading>
          <Text color="fg.muted">{t('admin.page.intro')}</Text>
        </Stack>
        <Box
          as="nav"
          aria-label={t('admin.page.sectionsNav')}
          overflowX="auto"
          borderBottomWidth="1px"
        >
          <HStack as="ul" listStyle="none" gap="1" minW="max-content">
            {SECTIONS.map((s) => (
              <li key={s.value}>
                <Link
                  asChild
                  display="block"
                  px="3"
                  py="2"
                  fontWeight="medium"
                  borderBottomWidth="2px"
                  borderColor={s.value === section ? 'brand.solid' : 'transparent'}
                  color={s.value === section ? 'fg' : 'fg.muted'}
                  textDecoration="none"
                >
                  <RouterLink
                    to={`?section=${s.value}`}
                    replace
                    aria-current={s.value === section ? 'page' : undefined}
                  >
                    {t(s.labelId)}
                  </RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
        <Box as="section" aria-labelledby="admin-section">
          <Heading as="h2" size="lg" mb="4" id="admin-section">
            {t(current.labelId)}
          </Heading>
          {current.content}
        </Box>
      </Stack>
    </Container>
  );
}

function AnalyticsLink() {
  const t = useT();
  return (
    <Stack gap="2">
      <Text>{t('admin.analytics.intro')}</Text>
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to="/educator/analytics">{t('admin.analytics.open')}</RouterLink>
      </Link>
    </Stack>
  );
}
