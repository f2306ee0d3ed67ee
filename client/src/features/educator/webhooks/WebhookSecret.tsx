import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { showToast } from '../../../components/ui/toaster';

/** A new endpoint's signing secret, shown once: it cannot be read again. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      showToast('success', 'Signing secret copied');
    } catch {
      showToast('error', 'Could not copy: select the secret and copy it');
    }
  }
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          Copy the signing secret now: it is shown only this once. Receivers use it to verify the
          webhook-signature header.
        </Alert.Title>
      </Alert.Root>
      <Field.Root>
        <Field.Label>Signing secret</Field.Label>
        <HStack width="full" gap="2">
          <Input
            readOnly
            value={secret}
            fontFamily="mono"
            minW="0"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
            Copy secret
          </Button>
        </HStack>
      </Field.Root>
      <Button alignSelf="start" onClick={onDone}>
        I saved it
      </Button>
    </Stack>
  );
}
