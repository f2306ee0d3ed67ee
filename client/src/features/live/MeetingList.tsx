import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { intlLocale } from '../../i18n/locale';
import { useT } from './i18n';
import { formatMeeting } from './liveTime';

export interface Meeting {
  id: string;
  startsAt: string;
  endsAt: string;
  originalStartsAt: string;
  status: 'SCHEDULED' | 'CANCELLED';
}

/** Whether a meeting was moved from where the series' rule put it. */
export const wasMoved = (m: Meeting) => Date.parse(m.originalStartsAt) !== Date.parse(m.startsAt);

/**
 * A session's meetings in the viewer's zone: a cancelled one struck through, a moved one marked
 * with where it was; `actions` adds controls to each (the host's move and cancel).
 */
export function MeetingList<M extends Meeting>({
  meetings,
  zone,
  label,
  actions,
}: {
  meetings: readonly M[];
  zone: string;
  label: string;
  actions?: (meeting: M) => ReactNode;
}) {
  const t = useT();
  const locale = intlLocale();
  return (
    <Stack as="ol" aria-label={label} listStyleType="none" gap="2" m="0" p="0">
      {meetings.map((meeting, i) => {
        const cancelled = meeting.status === 'CANCELLED';
        const when = formatMeeting(meeting.startsAt, zone, locale);
        return (
          <Stack
            as="li"
            key={meeting.id}
            gap="1"
            borderWidth="1px"
            rounded="md"
            px="3"
            py="2"
            data-testid="live-meeting"
          >
            <HStack gap="2" wrap="wrap">
              <Text color="fg.muted" fontSize="sm">
                {t('live.meeting.number', { n: i + 1 })}
              </Text>
              <Text
                as={cancelled ? 's' : 'span'}
                fontWeight="medium"
                color={cancelled ? 'fg.muted' : undefined}
              >
                {when}
              </Text>
              {cancelled && <Badge colorPalette="red">{t('live.meeting.cancelled')}</Badge>}
              {!cancelled && wasMoved(meeting) && (
                <Badge colorPalette="orange">{t('live.meeting.moved')}</Badge>
              )}
            </HStack>
            {wasMoved(meeting) && (
              <Text fontSize="sm" color="fg.muted">
                {t('live.meeting.movedFrom', {
                  when: formatMeeting(meeting.originalStartsAt, zone, locale),
                })}
              </Text>
            )}
            {actions?.(meeting)}
          </Stack>
        );
      })}
    </Stack>
  );
}
