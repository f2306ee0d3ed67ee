import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { useT } from './i18n';

interface ConfirmActionProps {
  /** The button that asks first. */
  label: string;
  /** What the question says (what will happen, and what it costs). */
  question: ReactNode;
  /** The button that does it. */
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  size?: 'xs' | 'sm' | 'md';
  ariaLabel?: string;
}

/**
 * A button whose action asks first, in place: the question with "yes" and "keep it", and the
 * server's refusal under them, if any. The question's "yes" takes the focus.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  onConfirm,
  size = 'sm',
  ariaLabel,
}: ConfirmActionProps) {
  const t = useT();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      setAsking(false);
    } catch (error) {
      setProblem(errorMessage(error, t('live.failed')));
    } finally {
      setBusy(false);
    }
  }

  if (!asking)
    return (
      <Button
        size={size}
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  return (
    <Box
      role="group"
      aria-labelledby={id}
      borderWidth="1px"
      borderColor="red.200"
      rounded="md"
      p="3"
    >
      <Text id={id} fontSize="sm" mb="2">
        {question}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button
          size={size}
          colorPalette="red"
          loading={busy}
          autoFocus
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
        <Button size={size} variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
          {t('live.keep')}
        </Button>
      </HStack>
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert" mt="2">
          {problem}
        </Text>
      )}
    </Box>
  );
}
