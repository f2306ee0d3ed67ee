import {
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { NOTICE_KINDS, noticeKinds } from '../../../../../shared/notice-kinds';
import { showToast } from '../../../components/ui/toaster';
import { FormAlert } from '../FormAlert';
import {
  currentSubscription,
  pushBlock,
  PushRefused,
  subscribeBrowser,
  type PushBlock,
} from './browserPush';
import {
  useDevicePushQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useUpdatePushKindsMutation,
} from './push.generated';
import { useT } from './i18n';

/** This browser's state: still looking, blocked, or subscribed (with its endpoint) or not. */
type DeviceState =
  | { state: 'checking' }
  | { state: 'blocked'; why: PushBlock }
  | { state: 'on'; endpoint: string }
  | { state: 'off' };

/** With its types, so the cache files it under the account (the generated types leave them out). */
const answer = (id: string, pushKinds: string[]) => ({
  __typename: 'User' as const,
  id,
  notificationPreferences: { __typename: 'NotificationPreferences' as const, pushKinds },
});

type Problem = 'denied' | 'dismissed' | 'unsupported' | 'notTurnedOn' | 'notTurnedOff';

const PROBLEM_KEYS = {
  denied: 'push.denied',
  dismissed: 'push.dismissed',
  unsupported: 'push.unsupported',
  notTurnedOn: 'push.notTurnedOn',
  notTurnedOff: 'push.notTurnedOff',
} as const;

/**
 * "Notifications on this device" (Web Push, docs/accounts-and-mail.md): turns this browser's
 * pushes on or off, and chooses, for the account, which notices are pushed.
 */
export function DevicePush() {
  const t = useT();
  const headingId = useId();
  const { data, loading } = useDevicePushQuery();
  const [device, setDevice] = useState<DeviceState>({ state: 'checking' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const [updateKinds, { loading: savingKinds }] = useUpdatePushKindsMutation();
  const publicKey = data?.pushPublicKey;
  const kinds = data?.me.notificationPreferences?.pushKinds ?? [];

  useEffect(() => {
    let live = true;
    const block = pushBlock();
    if (block) setDevice({ state: 'blocked', why: block });
    else
      void currentSubscription().then(
        (subscription) => {
          if (!live) return;
          if (subscription === undefined) setDevice({ state: 'blocked', why: 'unsupported' });
          else
            setDevice(
              subscription ? { state: 'on', endpoint: subscription.endpoint } : { state: 'off' },
            );
        },
        () => live && setDevice({ state: 'blocked', why: 'unsupported' }),
      );
    return () => {
      live = false;
    };
  }, []);

  async function saveKinds(next: string[]) {
    try {
      await updateKinds({
        variables: { pushKinds: next },
        optimisticResponse: data && { updateNotificationPreferences: answer(data.me.id, next) },
      });
      showToast('success', t('push.kindsSaved'));
    } catch {
      showToast('error', t('push.kindsNotSaved'));
    }
  }

  async function turnOn(key: string) {
    setBusy(true);
    setProblem(null);
    try {
      const input = await subscribeBrowser(key);
      await subscribe({ variables: { input } });
      setDevice({ state: 'on', endpoint: input.endpoint });
      // Turned on with nothing chosen would push nothing: every kind, until changed.
      if (kinds.length === 0) await saveKinds(noticeKinds);
    } catch (reason) {
      if (reason instanceof PushRefused) {
        setProblem(reason.reason);
        if (reason.reason !== 'dismissed') setDevice({ state: 'blocked', why: reason.reason });
      } else setProblem('notTurnedOn');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(endpoint: string) {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      await unsubscribe({ variables: { endpoint } });
      setDevice({ state: 'off' });
    } catch {
      setProblem('notTurnedOff');
    } finally {
      setBusy(false);
    }
  }

  const body = () => {
    if (loading || device.state === 'checking') return <Skeleton h="10" rounded="md" />;
    if (!data) return <FormAlert status="error">{t('push.notLoaded')}</FormAlert>;
    if (device.state === 'blocked')
      return (
        <FormAlert status="error">
          {t(device.why === 'denied' ? 'push.denied' : 'push.unsupported')}
        </FormAlert>
      );
    if (!publicKey) return <Text>{t('push.unavailable')}</Text>;
    return (
      <Stack gap="4">
        <Text role="status">{t(device.state === 'on' ? 'push.isOn' : 'push.isOff')}</Text>
        {problem && <FormAlert status="error">{t(PROBLEM_KEYS[problem])}</FormAlert>}
        <Button
          colorPalette="brand"
          variant={device.state === 'on' ? 'outline' : 'solid'}
          alignSelf={{ sm: 'start' }}
          disabled={busy}
          onClick={() =>
            void (device.state === 'on' ? turnOff(device.endpoint) : turnOn(publicKey))
          }
        >
          {busy ? t('push.working') : t(device.state === 'on' ? 'push.turnOff' : 'push.turnOn')}
        </Button>
        <Fieldset.Root disabled={savingKinds}>
          <CheckboxGroup
            value={kinds}
            onValueChange={(next) => void saveKinds(next)}
            name="pushKinds"
          >
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {t('push.kinds')}
            </Fieldset.Legend>
            {/* Eight kinds: on a row they wrap rather than widen the page. */}
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              wrap="wrap"
              columnGap="6"
              rowGap="3"
              mt="2"
            >
              {noticeKinds.map((kind) => (
                <Checkbox.Root key={kind} value={kind} colorPalette="brand">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(NOTICE_KINDS[kind].label)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        </Fieldset.Root>
      </Stack>
    );
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" pt="4" borderTopWidth="1px">
      <Stack gap="1">
        <Heading as="h3" size="md" id={headingId}>
          {t('push.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('push.about')}
        </Text>
      </Stack>
      {body()}
    </Stack>
  );
}
