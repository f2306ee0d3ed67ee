import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useSubscribeNewsletterMutation } from './site.generated';
import { errorMessage } from '../../lib/errorMessage';

/**
 * Footer newsletter box: subscribes the typed address and toasts the server's answer.
 * The server validates the address; its message is shown as is.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useSubscribeNewsletterMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      showToast('success', data?.subscribeNewsletter.message ?? 'Thanks for subscribing!');
      setEmail('');
    } catch (error) {
      showToast('error', errorMessage(error, 'Subscription failed'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Newsletter">
      <Field.Root gap="2">
        <Field.Label color="inherit" fontWeight="semibold">
          Subscribe to our newsletter
        </Field.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" width="full">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
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
            loadingText="Subscribing..."
          >
            Subscribe
          </Button>
        </Stack>
        <Field.HelperText color="brand.200">
          Marketing tips, new courses and live session dates. No spam.
        </Field.HelperText>
      </Field.Root>
    </form>
  );
}
