import {
  Badge,
  Button,
  Card,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { useRevokeApiTokenMutation, type ApiTokenFieldsFragment } from './apiTokens.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { formatDate } from '../../../lib/format';
import { scopeLabel } from './scopeLabels';
import { useT } from '../i18n';

const STATE_BADGES = {
  ACTIVE: { key: 'account.tokenActive', color: 'green' },
  EXPIRED: { key: 'account.tokenExpired', color: 'gray' },
  REVOKED: { key: 'account.tokenRevoked', color: 'red' },
} as const satisfies Record<ApiTokenFieldsFragment['state'], { key: string; color: string }>;

/** "Revoked 4 Mar 2025", "Expires 4 Mar 2025"... */
function lifeDate(token: ApiTokenFieldsFragment, t: ReturnType<typeof useT>): string {
  if (token.state === 'REVOKED' && token.revokedAt)
    return t('account.tokenRevokedOn', { date: formatDate(token.revokedAt) });
  const key = token.state === 'EXPIRED' ? 'account.tokenExpiredOn' : 'account.tokenExpiresOn';
  return t(key, { date: formatDate(token.expiresAt) });
}

/** The account's tokens, newest first, each with its scopes, dates and a Revoke button. */
export function ApiTokenList({ tokens }: { tokens: ApiTokenFieldsFragment[] }) {
  const t = useT();
  if (tokens.length === 0) return <Text color="fg.muted">{t('account.noTokens')}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t('account.yourTokens')}>
      {tokens.map((token) => (
        <Card.Root as="li" key={token.id} variant="subtle" size="sm">
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {token.name}
                </Text>
                <Text fontFamily="mono" fontSize="sm" color="fg.muted">
                  {token.tokenStart}…
                </Text>
              </Stack>
              <Badge colorPalette={STATE_BADGES[token.state].color}>
                {t(STATE_BADGES[token.state].key)}
              </Badge>
            </HStack>
            <Wrap gap="1" aria-label={t('account.scopes')}>
              {token.scopes.map((scope) => (
                <Badge key={scope} variant="outline">
                  {scopeLabel(scope)}
                </Badge>
              ))}
            </Wrap>
            <Text fontSize="sm" color="fg.muted">
              {t('account.tokenCreatedOn', { date: formatDate(token.createdAt) })} ·{' '}
              {lifeDate(token, t)} ·{' '}
              {token.lastUsedAt
                ? t('account.tokenLastUsed', { date: formatDate(token.lastUsedAt) })
                : t('account.tokenNeverUsed')}
            </Text>
            {token.state === 'ACTIVE' && <RevokeButton token={token} />}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** 'Revoke', confirmed in a dialog: the token stops working at once. */
function RevokeButton({ token }: { token: ApiTokenFieldsFragment }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [revoke, { loading }] = useRevokeApiTokenMutation();

  async function confirm() {
    try {
      await revoke({ variables: { id: token.id } });
      setOpen(false);
      showToast('success', t('account.tokenRevokedToast', { name: token.name }));
    } catch (error) {
      showToast('error', errorMessage(error, t('account.tokenNotRevoked')));
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !loading && setOpen(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="start">
          {t('account.revoke')}
          <Text as="span" srOnly>
            {' '}
            {token.name}
          </Text>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('account.revokeTitle', { name: token.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('account.revokeWarning')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={loading}>
                {t('account.cancel')}
              </Button>
              <Button
                colorPalette="red"
                loading={loading}
                loadingText={t('account.revoking')}
                onClick={() => void confirm()}
              >
                {t('account.revokeToken')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={loading} aria-label={t('account.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
