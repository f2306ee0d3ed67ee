import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrency } from '../../../lib/useCurrency';
import { useAuthModal } from '../../auth/authModalContext';
import { formatPaisePrice } from '../../mentorship/price';
import { useT } from '../i18n';
import { AddLiveToCalendar } from './AddLiveToCalendar';
import { JoinLive } from './JoinLive';
import type { LiveSessionPageFieldsFragment } from './liveSession.generated';
import { MySeat } from './MySeat';
import { PayForSeat } from './PayForSeat';
import type { ViewerPlace } from './seatRules';
import { useSeatActions } from './useSeatActions';

interface SeatPanelProps {
  session: LiveSessionPageFieldsFragment;
  place: ViewerPlace;
  courseTitle: string;
  now: number;
}

/**
 * "Your place": the viewer's part in a session and what they can do about it, from taking or
 * buying a seat, or joining the waitlist when it is full, to their own seat (MySeat); the host's
 * calendar, room and schedule; why someone else cannot take one.
 */
export function SeatPanel({ session, place, courseTitle, now }: SeatPanelProps) {
  const t = useT();
  const { openLogin } = useAuthModal();
  const currency = useCurrency();
  const actions = useSeatActions(session.id);
  const price = formatPaisePrice(session.pricePaise, currency);

  let body: ReactNode = null;
  switch (place.kind) {
    case 'cancelled':
    case 'over':
      body = <Text>{t(place.kind === 'over' ? 'live.place.over' : 'live.place.cancelled')}</Text>;
      break;
    case 'signedOut':
      body = (
        <>
          <Text>{t('live.place.signIn')}</Text>
          <Button colorPalette="brand" alignSelf="flex-start" onClick={openLogin}>
            {t('live.place.signInButton')}
          </Button>
        </>
      );
      break;
    case 'notEnrolled':
      body = (
        <Text>
          {t('live.place.enrol')}{' '}
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to={`/course/${session.courseId}`}>{courseTitle}</RouterLink>
          </Link>
        </Text>
      );
      break;
    case 'host':
      body = (
        <>
          <Text>{t('live.place.host')}</Text>
          <HStack gap="3" wrap="wrap">
            <AddLiveToCalendar liveSessionId={session.id} />
            <Button asChild variant="outline">
              <RouterLink to={`/educator/courses/${session.courseId}/live`}>
                {t('live.place.manage')}
              </RouterLink>
            </Button>
          </HStack>
          <JoinLive session={session} now={now} />
        </>
      );
      break;
    case 'take':
      body =
        session.access === 'SEAT' ? (
          <>
            <Text>{t('live.place.buy', { price })}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('live.seat.refundRule')}
            </Text>
            <PayForSeat label={t('live.seat.pay', { price })} actions={actions} />
          </>
        ) : (
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            loading={actions.busy}
            onClick={() => void actions.take()}
          >
            {t('live.seat.take')}
          </Button>
        );
      break;
    case 'full':
      body = (
        <>
          <Text>{t('live.place.full', { count: session.waitlistCount })}</Text>
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            loading={actions.busy}
            onClick={() => void actions.joinWaitlist()}
          >
            {t('live.seat.joinWaitlist')}
          </Button>
        </>
      );
      break;
    case 'seat':
      if (session.mySeat)
        body = <MySeat session={session} seat={session.mySeat} actions={actions} now={now} />;
      break;
  }

  return (
    <Box
      as="section"
      aria-labelledby="live-my-place"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      bg="brand.subtle"
      minW="0"
    >
      <Stack gap="3">
        <Text as="h2" id="live-my-place" fontWeight="bold" fontSize="lg">
          {t('live.place.heading')}
        </Text>
        {body}
        {actions.problem && (
          <Text color="fg.error" role="alert">
            {actions.problem}
          </Text>
        )}
      </Stack>
      {actions.dialog}
    </Box>
  );
}
