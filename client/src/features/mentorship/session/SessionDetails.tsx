import { Alert, Avatar, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { intlLocale } from '../../../i18n/locale';
import { formatPaisePrice } from '../price';
import { browserZone, formatDayTime } from '../zones';
import { AddToCalendar } from './AddToCalendar';
import { CancelPanel } from './CancelPanel';
import { useT } from './i18n';
import { JoinSession } from './JoinSession';
import { ReschedulePanel } from './ReschedulePanel';
import { SessionFacts } from './SessionFacts';
import { canChange, canJoin, isOver, type Side } from './sessionRules';
import type { MentorshipSessionDetailFragment } from './sessions.generated';

// Another part of mentorship draws these; they load with the page only where they apply.
const PrepCard = lazy(() => import('../insights/PrepCard').then((m) => ({ default: m.PrepCard })));
const SessionRatingForm = lazy(() =>
  import('../insights/SessionRatingForm').then((m) => ({ default: m.SessionRatingForm })),
);

type Panel = 'reschedule' | 'cancel';

interface Props {
  booking: MentorshipSessionDetailFragment;
  side: Side;
}

/**
 * /sessions/:id for its learner or mentor: what, with whom, when in both zones, its status and
 * policy; before the start, reschedule and cancel (`?action=reschedule|cancel` opens them, as the
 * invite's links do); join; after it, rating.
 */
export function SessionDetails({ booking, side }: Props) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const now = Date.now();
  const changeable = canChange(booking, now);
  const action = params.get('action');
  const panel: Panel | null =
    changeable && (action === 'reschedule' || action === 'cancel') ? action : null;
  const open = (next: Panel | null) => {
    setNotice(null);
    setParams(next ? { action: next } : {}, { replace: true });
  };
  const other = side === 'learner' ? booking.mentor : booking.learner;

  return (
    <Stack gap="6">
      <Box>
        <Link asChild colorPalette="brand" fontSize="sm">
          <RouterLink to="/sessions">
            <LuArrowLeft aria-hidden /> {t('sessions.page.back')}
          </RouterLink>
        </Link>
      </Box>
      <HStack gap="4" align="center">
        <Avatar.Root size="xl" colorPalette="brand">
          <Avatar.Fallback name={other.name} />
          {other.imageUrl && <Avatar.Image src={other.imageUrl} alt="" />}
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            {t('sessions.list.with', { title: booking.sessionType.title, name: other.name })}
          </Heading>
          <Text color="fg.muted">
            {side === 'learner'
              ? t('sessions.page.mentor', { name: other.name })
              : t('sessions.page.learner', { name: other.name })}
            {' · '}
            {formatPaisePrice(booking.pricePaise, booking.currency)}
          </Text>
        </Stack>
      </HStack>

      {notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}

      <SessionFacts booking={booking} side={side} />

      {canJoin(booking, now) && (
        <Stack gap="3" as="section" aria-labelledby="session-join-heading">
          <Heading as="h2" size="lg" id="session-join-heading">
            {t('sessions.join.heading')}
          </Heading>
          <JoinSession bookingId={booking.id} meetingUrl={booking.meetingUrl ?? null} />
        </Stack>
      )}

      {changeable && (
        <Stack gap="4">
          <HStack gap="2" wrap="wrap" role="group" aria-label={t('sessions.page.actions')}>
            <Button
              variant={panel === 'reschedule' ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-expanded={panel === 'reschedule'}
              aria-controls="session-reschedule"
              onClick={() => open(panel === 'reschedule' ? null : 'reschedule')}
            >
              {t('sessions.reschedule.open')}
            </Button>
            <Button
              variant={panel === 'cancel' ? 'solid' : 'outline'}
              colorPalette="red"
              aria-expanded={panel === 'cancel'}
              aria-controls="session-cancel"
              onClick={() => open(panel === 'cancel' ? null : 'cancel')}
            >
              {t('sessions.cancel.open')}
            </Button>
            {booking.status === 'CONFIRMED' && <AddToCalendar bookingId={booking.id} />}
          </HStack>
          {panel === 'reschedule' && (
            <ReschedulePanel
              booking={booking}
              onClose={() => open(null)}
              onMoved={(startsAt) => {
                open(null);
                const when = formatDayTime(startsAt, browserZone(), intlLocale());
                setNotice(t('sessions.reschedule.done', { when }));
              }}
            />
          )}
          {panel === 'cancel' && (
            <CancelPanel
              booking={booking}
              side={side}
              onClose={() => open(null)}
              onCancelled={() => {
                open(null);
                setNotice(t('sessions.cancel.done'));
              }}
            />
          )}
        </Stack>
      )}

      <Suspense fallback={null}>
        {side === 'mentor' && booking.status !== 'CANCELLED' && booking.status !== 'EXPIRED' && (
          <PrepCard bookingId={booking.id} />
        )}
        {isOver(booking, now) && <SessionRatingForm bookingId={booking.id} />}
      </Suspense>
    </Stack>
  );
}
