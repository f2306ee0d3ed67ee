import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useContext, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { intlLocale } from '../../i18n/locale';
import { errorMessage } from '../../lib/errorMessage';
import { formatMinutes } from '../../lib/format';
import { useAuth } from '../auth/authContext';
import { AuthModalContext } from '../auth/authModalContext';
import { useBookingCourseQuery } from './courseMentor.generated';
import { useT } from './i18n';
import {
  useAvailableSlotsQuery,
  useBookSessionMutation,
  useMentorQuery,
  type BookSessionMutation,
  type MentorQuery,
} from './mentors.generated';
import { MentorRating } from './insights/MentorRating';
import { formatPaisePrice } from './price';
import { SlotWeek } from './SlotWeek';
import { usePayForBooking } from './usePayForBooking';
import { browserZone, formatDayTime, groupSlotsByDay } from './zones';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
type MentorData = NonNullable<MentorQuery['mentor']>;

/** /mentors/{id}: who the mentor is, their session types, a week of slots, and booking one. */
export function MentorBooking({ id }: { id: string }) {
  const t = useT();
  const { data, loading, error } = useMentorQuery({ variables: { id } });
  if (loading && !data) return <PageSpinner />;
  if (error && !data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('mentorship.mentor.failed'))}</Alert.Title>
      </Alert.Root>
    );
  const mentor = data?.mentor;
  if (!mentor)
    return (
      <Heading as="h1" size="2xl">
        {t('mentorship.mentor.notFound')}
      </Heading>
    );
  return (
    <Stack gap="8">
      <MentorHeader mentor={mentor} />
      <Booking mentor={mentor} />
    </Stack>
  );
}

function MentorHeader({ mentor }: { mentor: MentorData }) {
  const t = useT();
  return (
    <Stack gap="3">
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl" colorPalette="brand">
          <Avatar.Fallback name={mentor.name} />
          {mentor.imageUrl && <Avatar.Image src={mentor.imageUrl} alt="" />}
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            {mentor.name}
          </Heading>
          <Text color="fg.muted">{mentor.headline}</Text>
          <MentorRating mentor={mentor} />
        </Stack>
      </HStack>
      {mentor.topics.length > 0 && (
        <HStack
          as="ul"
          listStyleType="none"
          gap="1"
          wrap="wrap"
          aria-label={t('mentorship.topics')}
        >
          {mentor.topics.map((topic) => (
            <Badge as="li" key={topic} colorPalette="brand" variant="subtle">
              {topic}
            </Badge>
          ))}
        </HStack>
      )}
      {mentor.bio && <Text whiteSpace="pre-line">{mentor.bio}</Text>}
    </Stack>
  );
}

type Booked = BookSessionMutation['bookSession'];

function Booking({ mentor }: { mentor: MentorData }) {
  const t = useT();
  const zone = browserZone();
  const types = mentor.sessionTypes;
  const [typeId, setTypeId] = useState(types[0]?.id ?? '');
  const [week, setWeek] = useState(0);
  const [base] = useState(() => Date.now());
  const [selected, setSelected] = useState<string | null>(null);
  // A question left unanswered comes here with its words and second as the note (`?note=`).
  const [search] = useSearchParams();
  const [note, setNote] = useState(() => (search.get('note') ?? '').slice(0, 1000));
  const [booked, setBooked] = useState<Booked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const from = new Date(base + week * WEEK_MS).toISOString();
  const to = new Date(base + (week + 1) * WEEK_MS).toISOString();
  const slots = useAvailableSlotsQuery({
    variables: { sessionTypeId: typeId, from, to },
    skip: !typeId,
    fetchPolicy: 'cache-and-network',
  });
  const days = useMemo(
    () => groupSlotsByDay(slots.data?.availableSlots ?? [], zone, mentor.timeZone, intlLocale()),
    [slots.data, zone, mentor.timeZone],
  );
  const [book, { loading: booking }] = useBookSessionMutation();
  const course = useFromCourse(mentor.id);
  const { user } = useAuth();
  const modal = useContext(AuthModalContext);
  const type = types.find((s) => s.id === typeId);

  if (types.length === 0) return <Text color="fg.muted">{t('mentorship.mentor.noTypes')}</Text>;
  if (booked)
    return (
      <BookedNotice
        booked={booked}
        zone={zone}
        onPaid={() => setBooked({ ...booked, status: 'CONFIRMED', holdExpiresAt: null })}
      />
    );

  const choose = (id: string) => {
    setTypeId(id);
    setSelected(null);
    setProblem(null);
  };
  const submit = async () => {
    if (!selected) return setProblem(t('mentorship.book.chooseTime'));
    setProblem(null);
    try {
      const result = await book({
        variables: {
          input: {
            sessionTypeId: typeId,
            startsAt: selected,
            timeZone: zone,
            note: note || null,
            ...(course ? { courseId: course.id } : {}),
          },
        },
      });
      if (result.data) setBooked(result.data.bookSession);
    } catch (error) {
      setProblem(errorMessage(error, t('mentorship.book.failed')));
      void slots.refetch();
    }
  };

  return (
    <Stack gap="6">
      <Box as="fieldset" minW="0">
        <Heading as="legend" size="lg">
          {t('mentorship.book.chooseType')}
        </Heading>
        <Stack gap="3" mt="3">
          {types.map((s) => (
            <HStack
              as="label"
              key={s.id}
              align="flex-start"
              gap="3"
              p="4"
              borderWidth="1px"
              rounded="md"
              cursor="pointer"
              borderColor={s.id === typeId ? 'brand.solid' : undefined}
              bg={s.id === typeId ? 'brand.subtle' : 'bg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <input
                type="radio"
                name="session-type"
                value={s.id}
                checked={s.id === typeId}
                onChange={() => choose(s.id)}
                style={{ marginTop: '0.3rem', accentColor: 'currentColor' }}
              />
              <Stack gap="1" minW="0">
                <Text as="span" fontWeight="semibold">
                  {t('mentorship.book.typeTitle', {
                    title: s.title,
                    length: formatMinutes(s.durationMinutes),
                    price: formatPaisePrice(s.pricePaise, s.currency),
                  })}
                </Text>
                {s.description && (
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {s.description}
                  </Text>
                )}
                <Text as="span" fontSize="sm" color="fg.muted">
                  {t('mentorship.book.policy', {
                    hours: s.cancellationNoticeHours,
                    policy: s.cancellationPolicy,
                  })}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Box>

      <Stack gap="3" as="section" aria-labelledby="mentor-slots-heading">
        <Heading as="h2" size="lg" id="mentor-slots-heading">
          {t('mentorship.slots.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('mentorship.slots.zones', { zone, mentorZone: mentor.timeZone })}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            size="sm"
            disabled={week === 0}
            onClick={() => {
              setWeek(week - 1);
              setSelected(null);
            }}
          >
            {t('mentorship.slots.previousWeek')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setWeek(week + 1);
              setSelected(null);
            }}
          >
            {t('mentorship.slots.nextWeek')}
          </Button>
        </HStack>
        {slots.loading && !slots.data ? (
          <PageSpinner label={t('mentorship.slots.loading')} />
        ) : slots.error && !slots.data ? (
          <Text color="fg.error">{errorMessage(slots.error, t('mentorship.slots.failed'))}</Text>
        ) : (
          <SlotWeek days={days} selected={selected} onSelect={setSelected} />
        )}
      </Stack>

      <Stack gap="3" maxW="xl">
        <Field.Root>
          <Field.Label>{t('mentorship.book.note')}</Field.Label>
          <Textarea value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
          <Field.HelperText>{t('mentorship.book.noteHelp')}</Field.HelperText>
        </Field.Root>
        {course && (
          <Alert.Root status="info" data-testid="booking-course">
            <Alert.Indicator />
            <Alert.Description>
              {t('mentorship.book.courseProgress', {
                name: mentor.name,
                course: course.courseTitle,
              })}
            </Alert.Description>
          </Alert.Root>
        )}
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {user ? (
          <Box>
            <Button colorPalette="brand" loading={booking} onClick={() => void submit()}>
              {selected && type
                ? t('mentorship.book.bookAt', { when: formatDayTime(selected, zone, intlLocale()) })
                : t('mentorship.book.book')}
            </Button>
          </Box>
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('mentorship.book.signIn')}</Alert.Title>
              <HStack gap="2" mt="2">
                <Button size="sm" colorPalette="brand" onClick={() => modal?.openLogin()}>
                  {t('mentorship.book.login')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => modal?.openSignup()}
                >
                  {t('mentorship.book.signUp')}
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The course the learner came from (`?course=`, the course page's "Book a session"), when it is
 * one of this mentor's: the booking names it, so the mentor's prep card starts with the learner's
 * progress in it. Another mentor's course, or one that cannot be read, is left out (the server
 * would refuse it).
 */
function useFromCourse(mentorId: string) {
  const [search] = useSearchParams();
  const id = search.get('course') ?? '';
  const { data } = useBookingCourseQuery({ variables: { id }, skip: !id });
  const course = data?.course;
  return course && course.mentor?.id === mentorId ? course : null;
}

/** What the learner sees once booked: a confirmation, or (paid) the hold with its Pay button. */
function BookedNotice({
  booked,
  zone,
  onPaid,
}: {
  booked: Booked;
  zone: string;
  onPaid: () => void;
}) {
  const t = useT();
  const when = formatDayTime(booked.startsAt, zone, intlLocale());
  if (booked.status === 'HELD') {
    const expires = booked.holdExpiresAt ?? booked.startsAt;
    const until = formatDayTime(expires, zone, intlLocale());
    const minutes = Math.max(1, Math.round((Date.parse(expires) - Date.now()) / 60_000));
    return (
      <Stack gap="4">
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('mentorship.booked.heldTitle', { when })}</Alert.Title>
            <Alert.Description>{t('mentorship.booked.held', { minutes, until })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <PayHeld booked={booked} until={until} onPaid={onPaid} />
      </Stack>
    );
  }
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('mentorship.booked.confirmed', { when })}</Alert.Title>
        <Alert.Description>
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to={`/sessions/${booked.id}`}>{t('mentorship.booked.open')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The Pay button of a held booking, with an optional coupon of the mentor's. */
function PayHeld({ booked, until, onPaid }: { booked: Booked; until: string; onPaid: () => void }) {
  const t = useT();
  const { pay, dialog } = usePayForBooking();
  const [coupon, setCoupon] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await pay(booked.id, coupon.trim() || null);
      if (outcome === 'confirmed') onPaid();
      else setProblem(t('mentorship.pay.cancelled', { until }));
    } catch (error) {
      setProblem(errorMessage(error, t('mentorship.pay.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" maxW="sm">
      <Field.Root>
        <Field.Label>{t('mentorship.pay.coupon')}</Field.Label>
        <Input value={coupon} onChange={(e) => setCoupon(e.target.value)} autoComplete="off" />
      </Field.Root>
      <Button colorPalette="brand" loading={busy} onClick={() => void submit()}>
        {t('mentorship.pay.button', {
          price: formatPaisePrice(booked.pricePaise, booked.currency),
        })}
      </Button>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      {dialog}
    </Stack>
  );
}
