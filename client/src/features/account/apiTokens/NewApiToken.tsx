import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { showToast } from '../../../components/ui/toaster';

/** The secret of a token just created: shown this once, with a copy button. */
export function NewApiToken({ token, onDone }: { token: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      showToast('success', 'Token copied');
    } catch {
      showToast('error', 'Could not copy: select the token and copy it');
    }
  }
  return (
    <Alert.Root status="success" role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>Copy your new token now: you will not see it again.</Alert.Title>
        <Alert.Description>
          Send it as <code>Authorization: Bearer &lt;token&gt;</code>. Keep it secret, like a
          password; revoke it below if it leaks.
        </Alert.Description>
        <Field.Root>
          <Field.Label>New API token</Field.Label>
          <HStack width="full" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input
              readOnly
              value={token}
              fontFamily="mono"
              fontSize="sm"
              onFocus={(e) => e.currentTarget.select()}
              minW="0"
              bg="bg"
            />
            <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
              Copy token
            </Button>
          </HStack>
        </Field.Root>
        <Button variant="ghost" size="sm" alignSelf="start" onClick={onDone}>
          I have copied it
        </Button>
      </Stack>
    </Alert.Root>
  );
}
