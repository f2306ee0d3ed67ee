import { Button, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { fieldProblems } from '../../lib/graphqlErrors';
import { useT } from './i18n';

export interface ReasonRequest {
  title: string;
  /** What will happen, in a sentence. */
  description: string;
  confirmLabel: string;
  /** Optional reasons may be left empty; required ones are checked before sending. */
  reasonRequired: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * Asks the admin why before an audited action; the reason goes into the audit log. The server's
 * refusal (a closed refund window, one's own account) is shown in the dialog, which stays open.
 */
export function ReasonDialog({
  request,
  onClose,
}: {
  request: ReasonRequest | null;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function confirm() {
    if (!request) return;
    if (request.reasonRequired && !reason.trim()) {
      setError(t('admin.reason.required'));
      return;
    }
    setBusy(true);
    try {
      await request.onConfirm(reason.trim());
      close();
    } catch (e) {
      const [field] = fieldProblems(e);
      setError(field?.message ?? errorMessage(e, t('admin.reason.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{request?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                <Dialog.Description>{request?.description}</Dialog.Description>
                <Field.Root invalid={error !== null} required={request?.reasonRequired}>
                  <Field.Label>
                    {request?.reasonRequired
                      ? t('admin.reason.label')
                      : t('admin.reason.labelOptional')}
                    {request?.reasonRequired && <Field.RequiredIndicator />}
                  </Field.Label>
                  <Textarea
                    value={reason}
                    maxLength={500}
                    onChange={(event) => {
                      setReason(event.target.value);
                      setError(null);
                    }}
                  />
                  <Field.HelperText>{t('admin.reason.help')}</Field.HelperText>
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
                {error && (
                  <Text srOnly role="alert">
                    {error}
                  </Text>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy}>
                  {t('admin.reason.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette={request?.danger ? 'red' : 'brand'}
                  loading={busy}
                >
                  {request?.confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
