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

const STATE_BADGES: Record<ApiTokenFieldsFragment['state'], { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  REVOKED: { label: 'Revoked', color: 'red' },
};

/** The account's tokens, newest first, each with its scopes, dates and a Revoke button. */
export function ApiTokenList({ tokens }: { tokens: ApiTokenFieldsFragment[] }) {
  if (tokens.length === 0) return <Text color="fg.muted">You have no API tokens yet.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Your API tokens">
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
                {STATE_BADGES[token.state].label}
              </Badge>
            </HStack>
            <Wrap gap="1" aria-label="Scopes">
              {token.scopes.map((scope) => (
                <Badge key={scope} variant="outline">
                  {scopeLabel(scope)}
                </Badge>
              ))}
            </Wrap>
            <Text fontSize="sm" color="fg.muted">
              Created {formatDate(token.createdAt)} ·{' '}
              {token.state === 'REVOKED' && token.revokedAt
                ? `Revoked ${formatDate(token.revokedAt)}`
                : `${token.state === 'EXPIRED' ? 'Expired' : 'Expires'} ${formatDate(token.expiresAt)}`}{' '}
              · {token.lastUsedAt ? `Last used ${formatDate(token.lastUsedAt)}` : 'Never used'}
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
  const [open, setOpen] = useState(false);
  const [revoke, { loading }] = useRevokeApiTokenMutation();

  async function confirm() {
    try {
      await revoke({ variables: { id: token.id } });
      setOpen(false);
      showToast('success', `Token “${token.name}” revoked`);
    } catch (error) {
      showToast('error', errorMessage(error, 'The token could not be revoked'));
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
          Revoke
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
              <Dialog.Title>Revoke “{token.name}”?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Anything using this token stops working at once. This cannot be undone.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={loading}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                loading={loading}
                loadingText="Revoking..."
                onClick={() => void confirm()}
              >
                Revoke token
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
