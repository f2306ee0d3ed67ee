import { Box, chakra } from '@chakra-ui/react';
import { formatPlaybackTime } from '../../lib/format';
import { useT } from './i18n';

export interface Marker {
  id: string;
  positionSeconds: number;
  body: string;
}

interface Props {
  markers: readonly Marker[];
  /** The lecture's length in seconds: a marker sits at its share of the strip. */
  durationSeconds: number;
  onOpen: (marker: Marker) => void;
}

/** The markers by second, in time order; at each, the questions in the order given. */
function atSeconds(markers: readonly Marker[]): [number, Marker[]][] {
  const bySecond = new Map<number, Marker[]>();
  for (const marker of markers) {
    const here = bySecond.get(marker.positionSeconds) ?? [];
    here.push(marker);
    bySecond.set(marker.positionSeconds, here);
  }
  return [...bySecond].sort(([a], [b]) => a - b);
}

/**
 * The lecture's questions as marks on a strip under the video, each where its second falls on
 * the timeline: a button that plays from there and opens the thread. Questions at the same second
 * share one mark (its label counts them), which opens the first.
 */
export function QuestionMarkers({ markers, durationSeconds, onOpen }: Props) {
  const t = useT();
  if (markers.length === 0 || durationSeconds <= 0) return null;
  return (
    <Box
      as="ul"
      role="list"
      aria-label={t('community.markersLabel')}
      position="relative"
      h="7"
      mx="3"
      listStyleType="none"
      borderBottomWidth="2px"
      borderColor="border.emphasized"
      data-testid="question-markers"
    >
      {atSeconds(markers).map(([second, here]) => {
        const share = Math.min(1, second / durationSeconds);
        const time = formatPlaybackTime(second);
        const [first] = here;
        const label =
          here.length === 1
            ? t('community.markerLabel', { time, question: first.body.slice(0, 80) })
            : t('community.markersAt', {
                time,
                count: here.length,
                question: first.body.slice(0, 80),
              });
        return (
          <Box
            as="li"
            key={second}
            position="absolute"
            left={`${share * 100}%`}
            bottom="-1"
            transform="translateX(-50%)"
          >
            {/* A 24 px target (WCAG 2.5.8) around a smaller mark. */}
            <chakra.button
              type="button"
              w="6"
              h="6"
              display="flex"
              alignItems="flex-end"
              justifyContent="center"
              rounded="sm"
              _hover={{ '& > span': { bg: 'orange.600' } }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.600',
                outlineOffset: '2px',
              }}
              aria-label={label}
              title={label}
              onClick={() => onOpen(first)}
            >
              <Box as="span" w={here.length === 1 ? '3' : '4'} h="4" rounded="sm" bg="orange.500" />
            </chakra.button>
          </Box>
        );
      })}
    </Box>
  );
}
