import { Alert, Button, Field, Icon, Input, Stack, Text, Textarea, VStack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useSendContactMessageMutation } from './contact.generated';
import {
  contactErrors,
  fieldErrorText,
  NO_CONTACT_ERRORS,
  type ContactErrors,
  type ContactField,
} from './contactErrors';
import { useT } from './i18n';

/** After a message is sent, the app returns home after this long (SPEC section 9). */
export const CONTACT_REDIRECT_MS = 4000;

/** Email and message form: editing -> sending -> sent, then back to / after 4000 ms. */
export function ContactForm() {
  const t = useT();
  const navigate = useNavigate();
  const [sendMessage, { loading }] = useSendContactMessageMutation({ fetchPolicy: 'no-cache' });
  const [values, setValues] = useState<Record<ContactField, string>>({ email: '', message: '' });
  const [errors, setErrors] = useState<ContactErrors>(NO_CONTACT_ERRORS);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate('/'), CONTACT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: [] } }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors(NO_CONTACT_ERRORS);
    try {
      const { data } = await sendMessage({ variables: { input: values } });
      if (data?.sendContactMessage === true) setSent(true);
      else setErrors({ ...NO_CONTACT_ERRORS, form: t('contact.unexpected') });
    } catch (error) {
      setErrors(contactErrors(error));
    }
  }

  if (sent)
    return (
      <VStack role="status" gap="3" py="10" textAlign="center">
        <Icon as={LuCircleCheck} boxSize="12" color="green.600" aria-hidden />
        <Text fontSize="lg" fontWeight="semibold">
          {t('contact.success')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.backHome')}
        </Text>
      </VStack>
    );

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <Field.Root required invalid={errors.fields.email.length > 0}>
          <Field.Label>{t('contact.email')}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => change('email', e.target.value)}
          />
          <Field.ErrorText>
            {fieldErrorText(t('contact.email'), errors.fields.email)}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={errors.fields.message.length > 0}>
          <Field.Label>{t('contact.message')}</Field.Label>
          <Textarea
            name="message"
            rows={6}
            maxLength={5000}
            value={values.message}
            onChange={(e) => change('message', e.target.value)}
          />
          <Field.ErrorText>
            {fieldErrorText(t('contact.message'), errors.fields.message)}
          </Field.ErrorText>
        </Field.Root>
        {errors.form && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading}
          alignSelf={{ sm: 'start' }}
          minW="40"
        >
          {loading ? t('contact.sending') : t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
