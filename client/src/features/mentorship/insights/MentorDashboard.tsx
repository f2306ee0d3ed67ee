import { Alert, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fromPaise } from '../../../../../shared/money';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount, formatDateTime, formatMinutes, formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/useCurrency';
import { useT } from '../i18n';
import { useMentorDashboardQuery, type MentorDashboardQuery } from './insights.generated';
import { PrepCard } from './PrepCard';

type Upcoming = NonNullable<MentorDashboardQuery['mentorDashboard']>['upcoming'][number];

/**
 * The top of the educator's Mentoring page: earnings from sessions beside courses, sessions held,
 * fill and no-show rates over the last 30 days, and the next sessions, each with its prep card.
 */
export function MentorDashboard() {
  const t = useT();
  const currency = useCurrency();
  const { data, error } = useMentorDashboardQuery({ fetchPolicy: 'cache-and-network' });
  if (error && !data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('mentorship.insights.dashboard.failed'))}</Alert.Title>
      </Alert.Root>
    );
  const board = data?.mentorDashboard;
  if (!board) return null;
  const money = (paise: number) => formatMoney(fromPaise(paise), currency);
  const rate = (value: number | null) =>
    value === null ? t('mentorship.insights.dashboard.none') : `${value}%`;
  return (
    <Stack as="section" aria-label={t('mentorship.insights.dashboard.heading')} gap="4">
      <Box>
        <Heading as="h2" size="md">
          {t('mentorship.insights.dashboard.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('mentorship.insights.dashboard.window', { days: board.days })}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
        <Figure
          label={t('mentorship.insights.dashboard.sessionEarnings')}
          value={money(board.sessionEarningsPaise)}
        />
        <Figure
          label={t('mentorship.insights.dashboard.courseEarnings')}
          value={money(board.courseEarningsPaise)}
        />
        <Figure
          label={t('mentorship.insights.dashboard.sessionsHeld')}
          value={formatCount(board.sessionsHeld)}
        />
        <Figure
          label={t('mentorship.insights.dashboard.fillRate')}
          value={rate(board.fillRatePercent)}
          hint={t('mentorship.insights.dashboard.fillRateHint', {
            booked: formatMinutes(board.bookedMinutes),
            offered: formatMinutes(board.offeredMinutes),
          })}
        />
        <Figure
          label={t('mentorship.insights.dashboard.noShowRate')}
          value={rate(board.noShowRatePercent)}
        />
      </SimpleGrid>
      <Heading as="h3" size="sm">
        {t('mentorship.insights.dashboard.upcoming')}
      </Heading>
      {board.upcoming.length === 0 ? (
        <Text color="fg.muted">{t('mentorship.insights.dashboard.noUpcoming')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0">
          {board.upcoming.map((session) => (
            <UpcomingSession key={session.id} session={session} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

function UpcomingSession({ session }: { session: Upcoming }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const prepId = `prep-${session.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2">
        <Text fontWeight="semibold">
          {t('mentorship.insights.dashboard.session', {
            title: session.sessionType.title,
            name: session.learner.name,
          })}
        </Text>
        <Text fontSize="sm">{formatDateTime(session.startsAt)}</Text>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          aria-expanded={open}
          aria-controls={prepId}
          onClick={() => setOpen((o) => !o)}
        >
          {open
            ? t('mentorship.insights.dashboard.hidePrep')
            : t('mentorship.insights.dashboard.showPrep')}
        </Button>
        {open && (
          <Box id={prepId}>
            <PrepCard bookingId={session.id} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
