import { Box, Button, chakra, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuChevronDown, LuScrollText } from 'react-icons/lu';
import { formatPlaybackTime } from '../../../lib/format';
import { useT } from '../i18n';
import { type HostedCaption, REFUSED_STATUSES } from './hostedVideo';
import { type Cue, cueAt, parseVtt } from './vtt';

type Loaded = { url: string; cues: Cue[] } | { url: string; failed: true };

/**
 * The cues of a caption file, read once per URL; undefined while it loads. A refused URL (expired)
 * is reported, so fresh ones can be asked for.
 */
function useCues(
  url: string | undefined,
  onRefused: ((url: string) => void) | undefined,
): Cue[] | 'failed' | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  const refused = useRef(onRefused);
  refused.current = onRefused;
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    fetch(url)
      .then((response) => {
        if (REFUSED_STATUSES.has(response.status)) refused.current?.(url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((text) => !cancelled && setLoaded({ url, cues: parseVtt(text) }))
      .catch(() => !cancelled && setLoaded({ url, failed: true }));
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (!loaded || loaded.url !== url) return undefined;
  return 'failed' in loaded ? 'failed' : loaded.cues;
}

interface Props {
  /** The caption track whose lines it lists. */
  caption: HostedCaption;
  /** The playing second. */
  time: number;
  onSeek: (seconds: number) => void;
  /** Called with the caption URL when the server refuses it (it has expired). */
  onRefused?: (url: string) => void;
}

/**
 * Under the video: a Transcript button opening the caption track's lines, each a button that
 * seeks to it, the one playing marked `aria-current` and kept in view inside the list (never
 * scrolling the page away from what the learner is reading).
 */
export function TranscriptPanel({ caption, time, onSeek, onRefused }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const cues = useCues(open ? caption.url : undefined, onRefused);
  const active = Array.isArray(cues) ? cueAt(cues, time) : -1;
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (list && item)
      list.scrollTo({ top: item.offsetTop - list.clientHeight / 3, behavior: 'smooth' });
  }, [active]);

  return (
    <Box borderWidth="1px" rounded="lg">
      <Button
        variant="ghost"
        width="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <chakra.span display="flex" alignItems="center" gap="2">
          <LuScrollText aria-hidden />
          {t('video.transcriptLanguage', { language: caption.label })}
        </chakra.span>
        <Box as={LuChevronDown} transform={open ? 'rotate(180deg)' : undefined} aria-hidden />
      </Button>
      {open && (
        <Box id={listId} px="2" pb="2">
          {cues === undefined ? (
            <Spinner size="sm" m="2" role="status" aria-label={t('video.transcriptLoading')} />
          ) : cues === 'failed' ? (
            <Text fontSize="sm" color="fg.error" p="2" role="alert">
              {t('video.transcriptFailed')}
            </Text>
          ) : cues.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" p="2">
              {t('video.transcriptEmpty')}
            </Text>
          ) : (
            <chakra.ol
              ref={listRef}
              aria-label={t('video.transcript')}
              maxH="16rem"
              overflowY="auto"
              position="relative"
              listStyleType="none"
            >
              {cues.map((cue, i) => (
                <li key={`${cue.start}-${i}`}>
                  <chakra.button
                    type="button"
                    aria-current={i === active ? 'true' : undefined}
                    aria-label={t('video.transcriptCue', {
                      time: formatPlaybackTime(cue.start),
                      text: cue.text,
                    })}
                    onClick={() => onSeek(cue.start)}
                    display="flex"
                    gap="3"
                    width="full"
                    textAlign="start"
                    px="2"
                    py="1"
                    rounded="md"
                    fontSize="sm"
                    bg={i === active ? 'brand.subtle' : undefined}
                    fontWeight={i === active ? 'semibold' : undefined}
                    _hover={{ bg: 'bg.muted' }}
                    focusVisibleRing="inside"
                  >
                    <chakra.span color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink="0">
                      {formatPlaybackTime(cue.start)}
                    </chakra.span>
                    <chakra.span whiteSpace="pre-line">{cue.text}</chakra.span>
                  </chakra.button>
                </li>
              ))}
            </chakra.ol>
          )}
        </Box>
      )}
    </Box>
  );
}
