import { Button, chakra, Fieldset, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { NOTICE_KINDS, isNoticeKind } from '../../../../shared/notice-kinds';
import { showToast } from '../../components/ui/toaster';
import type { NoticeDelivery } from '../../generated/types';
import { useNoticeDeliveriesQuery, useUpdateNoticeDeliveriesMutation } from './account.generated';
import { useT } from './i18n';
import { useT as usePushT } from './push/i18n';

const CHOICES = ['BOTH', 'IN_APP', 'MAIL'] as const satisfies readonly NoticeDelivery[];

interface Choice {
  kind: string;
  delivery: NoticeDelivery;
  mailOptional: boolean;
}

/** Where each kind of notice reaches the account: in the app (the bell), by mail, or both. */
export function NoticeDeliveries() {
  const t = useT();
  const { data, loading } = useNoticeDeliveriesQuery();
  const stored = data?.me.notificationPreferences?.deliveries;
  if (loading && !stored) return <Skeleton h="40" rounded="md" />;
  if (!stored)
    return (
      <Text role="alert" color="fg.error">
        {t('account.deliveries.notLoaded')}
      </Text>
    );
  return <DeliveriesForm stored={stored.filter((d) => isNoticeKind(d.kind))} />;
}

function DeliveriesForm({ stored }: { stored: Choice[] }) {
  const t = useT();
  const pushT = usePushT();
  const [update, { loading }] = useUpdateNoticeDeliveriesMutation();
  const [choices, setChoices] = useState(() => new Map(stored.map((d) => [d.kind, d.delivery])));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    try {
      await update({
        variables: { deliveries: [...choices].map(([kind, delivery]) => ({ kind, delivery })) },
      });
      showToast('success', t('account.deliveries.saved'));
    } catch {
      setProblem(t('account.deliveries.notSaved'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{t('account.deliveries.heading')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('account.deliveries.about')}</Fieldset.HelperText>
        <Stack gap="3" mt="2">
          {stored.map(({ kind, mailOptional }) => {
            const id = `notice-delivery-${kind}`;
            const label = isNoticeKind(kind) ? pushT(NOTICE_KINDS[kind].label) : kind;
            return (
              <Stack key={kind} gap="1">
                <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }}>
                  <chakra.label htmlFor={id} flex="1" fontSize="sm" alignSelf={{ sm: 'center' }}>
                    {label}
                  </chakra.label>
                  <NativeSelect.Root size="sm" width={{ base: 'full', sm: '40' }}>
                    <NativeSelect.Field
                      id={id}
                      value={choices.get(kind)}
                      onChange={(event) =>
                        setChoices(
                          new Map(choices).set(kind, event.currentTarget.value as NoticeDelivery),
                        )
                      }
                    >
                      {CHOICES.map((choice) => (
                        <option key={choice} value={choice}>
                          {t(`account.deliveries.${choice}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
                {!mailOptional && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('account.deliveries.mailAlways')}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
        {problem && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {problem}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading}
          alignSelf={{ sm: 'start' }}
          minW="40"
          mt="2"
        >
          {loading ? t('account.deliveries.saving') : t('account.deliveries.save')}
        </Button>
      </Fieldset.Root>
    </form>
  );
}
