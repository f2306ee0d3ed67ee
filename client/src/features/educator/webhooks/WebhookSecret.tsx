import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { showToast } from '../../../components/ui/toaster';
import { useT } from '../i18n';

/** A new endpoint's signing secret, shown once: it cannot be read again. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      showToast('success', t('educator.secret.copied'));
    } catch {
      showToast('error', t('educator.secret.copyError'));
    }
  }
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('educator.secret.warning')}</Alert.Title>
      </Alert.Root>
      <Field.Root>
        <Field.Label>{t('educator.secret.label')}</Field.Label>
        <HStack width="full" gap="2">
          <Input
            readOnly
            value={secret}
            fontFamily="mono"
            minW="0"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
            {t('educator.secret.copy')}
          </Button>
        </HStack>
      </Field.Root>
      <Button alignSelf="start" onClick={onDone}>
        {t('educator.secret.done')}
      </Button>
    </Stack>
  );
}
