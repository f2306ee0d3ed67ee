import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useSubscribeNewsletterMutation } from './site.generated';
import { errorMessage } from '../../lib/errorMessage';
import { useT } from './i18n';

/**
 * Footer newsletter box: subscribes the typed address and toasts the server's answer.
 * The server validates the address; its message is shown as is.
 */
export function NewsletterForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useSubscribeNewsletterMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      showToast('success', data?.subscribeNewsletter.message ?? t('site.thanks'));
      setEmail('');
    } catch (error) {
      showToast('error', errorMessage(error, t('site.subscriptionFailed')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('site.newsletter')}>
      <Field.Root gap="2">
        <Field.Label color="inherit" fontWeight="semibold">
          {t('site.subscribeTo')}
        </Field.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" width="full">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('site.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            bg="bg"
            color="fg"
            flex={{ base: 'none', sm: '1' }}
          />
          <Button
            type="submit"
            colorPalette="accent"
            loading={loading}
            loadingText={t('site.subscribing')}
          >
            {t('site.subscribe')}
          </Button>
        </Stack>
        <Field.HelperText color="brand.200">{t('site.newsletterAbout')}</Field.HelperText>
      </Field.Root>
    </form>
  );
}
