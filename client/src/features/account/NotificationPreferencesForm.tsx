import { Button, Checkbox, RadioGroup, Skeleton, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/ui/toaster';
import {
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from './account.generated';
import type { SaleNotices } from '../../generated/types';
import { FormAlert } from './FormAlert';
import { serverMessage } from './formProblems';
import { useT } from './i18n';

const saleChoices = [
  { value: 'INSTANT', key: 'account.saleEach' },
  { value: 'DAILY', key: 'account.saleDaily' },
  { value: 'OFF', key: 'account.saleOff' },
] as const satisfies readonly { value: SaleNotices; key: string }[];

interface Preferences {
  saleNotices: SaleNotices;
  reviewNotices: boolean;
  wishlistNotices: boolean;
}

/**
 * The mail one may turn off: price drops of wishlisted courses; for an `educator`, also new
 * learners and sales (each, daily or none) and new reviews.
 */
export function NotificationPreferencesForm({ educator = false }: { educator?: boolean }) {
  const t = useT();
  const { data, loading, error } = useNotificationPreferencesQuery();
  const stored = data?.me.notificationPreferences;
  if (loading && !stored) return <Skeleton h="40" rounded="md" />;
  if (!stored)
    return (
      <FormAlert status="error">
        {serverMessage(error, t('account.preferencesNotLoaded'))}
      </FormAlert>
    );
  return <PreferencesForm stored={stored} educator={educator} />;
}

function PreferencesForm({ stored, educator }: { stored: Preferences; educator: boolean }) {
  const t = useT();
  const [update, { loading }] = useUpdateNotificationPreferencesMutation();
  const [saleNotices, setSaleNotices] = useState<SaleNotices>(stored.saleNotices);
  const [reviewNotices, setReviewNotices] = useState(stored.reviewNotices);
  const [wishlistNotices, setWishlistNotices] = useState(stored.wishlistNotices);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    try {
      await update({
        variables: {
          input: educator ? { saleNotices, reviewNotices, wishlistNotices } : { wishlistNotices },
        },
      });
      showToast('success', t('account.preferencesSaved'));
    } catch (error) {
      setProblem(serverMessage(error, t('account.preferencesNotSaved')));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        {educator && (
          <>
            <RadioGroup.Root
              name="saleNotices"
              colorPalette="brand"
              value={saleNotices}
              onValueChange={(details) =>
                details.value && setSaleNotices(details.value as SaleNotices)
              }
            >
              <RadioGroup.Label>{t('account.newLearnersAndSales')}</RadioGroup.Label>
              <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '6' }} mt="2">
                {saleChoices.map((choice) => (
                  <RadioGroup.Item key={choice.value} value={choice.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(choice.key)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <Checkbox.Root
              name="reviewNotices"
              colorPalette="brand"
              checked={reviewNotices}
              onCheckedChange={(details) => setReviewNotices(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('account.mailReviews')}</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
        <Checkbox.Root
          name="wishlistNotices"
          colorPalette="brand"
          checked={wishlistNotices}
          onCheckedChange={(details) => setWishlistNotices(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('account.mailWishlist')}</Checkbox.Label>
        </Checkbox.Root>
        {problem && <FormAlert status="error">{problem}</FormAlert>}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading}
          alignSelf={{ sm: 'start' }}
          minW="40"
        >
          {loading ? t('account.saving') : t('account.savePreferences')}
        </Button>
      </Stack>
    </form>
  );
}
