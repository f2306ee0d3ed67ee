import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuditLogSection } from '../../features/admin/AuditLogSection';
import { CoursesSection } from '../../features/admin/CoursesSection';
import { MessagesSection } from '../../features/admin/MessagesSection';
import { ReviewsSection } from '../../features/admin/ReviewsSection';
import { SubscribersSection } from '../../features/admin/SubscribersSection';
import { UsersSection } from '../../features/admin/UsersSection';
import { usePageTitle } from '../../lib/usePageTitle';

const SECTIONS = [
  { value: 'users', label: 'Users', content: <UsersSection /> },
  { value: 'courses', label: 'Courses', content: <CoursesSection /> },
  { value: 'reviews', label: 'Reviews', content: <ReviewsSection /> },
  { value: 'messages', label: 'Messages', content: <MessagesSection /> },
  { value: 'subscribers', label: 'Subscribers', content: <SubscribersSection /> },
  { value: 'analytics', label: 'Analytics', content: <AnalyticsLink /> },
  { value: 'audit', label: 'Audit log', content: <AuditLogSection /> },
] as const;

/** The section is in the address (?section=), so it can be linked. */
export default function AdminPage() {
  usePageTitle('Admin console');
  const [params] = useSearchParams();
  const asked = params.get('section');
  const current = SECTIONS.find((s) => s.value === asked) ?? SECTIONS[0];
  const section = current.value;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Admin console
          </Heading>
          <Text color="fg.muted">
            Every action here is recorded in the audit log, with its reason.
          </Text>
        </Stack>
        <Box as="nav" aria-label="Admin sections" overflowX="auto" borderBottomWidth="1px">
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
                    {s.label}
                  </RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
        <Box as="section" aria-labelledby="admin-section">
          <Heading as="h2" size="lg" mb="4" id="admin-section">
            {current.label}
          </Heading>
          {current.content}
        </Box>
      </Stack>
    </Container>
  );
}

function AnalyticsLink() {
  return (
    <Stack gap="2">
      <Text>
        The analytics page shows the whole site to an admin: sales, refunds, visits and sources.
      </Text>
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to="/educator/analytics">Open site-wide analytics</RouterLink>
      </Link>
    </Stack>
  );
}
