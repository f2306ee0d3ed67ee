import { Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect } from 'react';
import { formatCount } from '../../../lib/format';
import { useT } from '../i18n';

interface Props {
  /** While counting down: "Next: <title>" or "Next quiz: <title>", and the seconds left. */
  running: { label: string; secondsLeft: number } | undefined;
  onCancel: () => void;
  onPlayNow: () => void;
}

/**
 * "Next: <title> in 5s" with Cancel and Play now, after Mark As Complete. The polite status
 * region stays mounted and its text changes once per countdown, so screen readers hear it once
 * rather than every second; Escape cancels it from anywhere on the page.
 */
export function AutoAdvanceNotice({ running, onCancel, onPlayNow }: Props) {
  const t = useT();
  const active = running !== undefined;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onCancel]);

  return (
    <>
      <VisuallyHidden role="status">
        {running ? t('learning.autoAdvanceAnnounce', { label: running.label }) : ''}
      </VisuallyHidden>
      {running && (
        <Flex
          data-testid="auto-advance"
          gap="3"
          align="center"
          wrap="wrap"
          borderWidth="1px"
          borderColor="brand.200"
          bg="brand.50"
          rounded="lg"
          px="4"
          py="3"
        >
          <Text flex="1" minW="0" fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
            {t('learning.autoAdvanceCountdown', {
              label: running.label,
              seconds: formatCount(running.secondsLeft),
            })}
          </Text>
          <Flex gap="2" ms="auto">
            <Button size="sm" variant="outline" colorPalette="brand" onClick={onCancel}>
              {t('learning.cancel')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={onPlayNow}>
              {t('learning.playNow')}
            </Button>
          </Flex>
        </Flex>
      )}
    </>
  );
}
