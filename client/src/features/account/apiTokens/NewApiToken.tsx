import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { showToast } from '../../../components/ui/toaster';
import { T, useT } from '../i18n';

/** The secret of a token just created: shown this once, with a copy button. */
export function NewApiToken({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      showToast('success', t('account.tokenCopied'));
    } catch {
      showToast('error', t('account.copyFailed'));
    }
  }
  return (
    <Alert.Root status="success" role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{t('account.copyNow')}</Alert.Title>
        <Alert.Description>
          <T id="account.sendItAs" components={{ 0: <code /> }} />
        </Alert.Description>
        <Field.Root>
          <Field.Label>{t('account.newToken')}</Field.Label>
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
              {t('account.copyToken')}
            </Button>
          </HStack>
        </Field.Root>
        <Button variant="ghost" size="sm" alignSelf="start" onClick={onDone}>
          {t('account.haveCopied')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
