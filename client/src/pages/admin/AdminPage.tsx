import { Box, Container, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
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
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section = SECTIONS.some((s) => s.value === asked) ? asked! : 'users';
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
        <Tabs.Root
          value={section}
          onValueChange={({ value }) => setParams({ section: value }, { replace: true })}
          lazyMount
          unmountOnExit
          variant="line"
        >
          <Box overflowX="auto">
            <Tabs.List minW="max-content">
              {SECTIONS.map((s) => (
                <Tabs.Trigger key={s.value} value={s.value}>
                  {s.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {SECTIONS.map((s) => (
            <Tabs.Content key={s.value} value={s.value} pt="5">
              <Heading as="h2" size="lg" mb="4">
                {s.label}
              </Heading>
              {s.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
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
