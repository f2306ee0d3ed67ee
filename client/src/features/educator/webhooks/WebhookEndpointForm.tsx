import { Button, Checkbox, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS } from '../../../../../shared/webhook-events';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { fieldProblems } from '../../../lib/graphqlErrors';
import { eventAboutMessage } from '../../developers/catalogText';
import { useT as useDevelopersT } from '../../developers/i18n';
import { t as translate, useT } from '../i18n';

export interface WebhookDraft {
  url: string;
  events: string[];
  description: string;
}

export const EMPTY_WEBHOOK: WebhookDraft = { url: '', events: [], description: '' };

type Field = keyof WebhookDraft;
type Problems = Partial<Record<Field, string>>;

/** The server's rules that can be checked as typed; where the URL leads is the server's to judge. */
export function webhookProblems(draft: WebhookDraft): Problems {
  const problems: Problems = {};
  const url = draft.url.trim();
  if (!url) problems.url = translate('educator.webhooks.urlRequired');
  else if (!/^https?:\/\/[^\s/]+/i.test(url))
    problems.url = translate('educator.webhooks.urlInvalid');
  if (draft.events.length === 0) problems.events = translate('educator.webhooks.eventsRequired');
  return problems;
}

interface WebhookEndpointFormProps {
  initial: WebhookDraft;
  submitLabel: string;
  /** Saves the draft; a refusal from the server is shown on its fields. */
  onSubmit: (draft: WebhookDraft) => Promise<unknown>;
  onCancel?: () => void;
}

/** Create or edit an endpoint: its URL, the events it gets (with what each means), a note. */
export function WebhookEndpointForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: WebhookEndpointFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const t = useT();
  const developersT = useDevelopersT();

  function change(patch: Partial<WebhookDraft>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    const now = webhookProblems(next);
    setErrors((shown) =>
      Object.fromEntries(
        Object.keys(shown).flatMap((f) => (now[f as Field] ? [[f, now[f as Field]]] : [])),
      ),
    );
  }

  function toggle(type: string, on: boolean) {
    const chosen = new Set(draft.events);
    if (on) chosen.add(type);
    else chosen.delete(type);
    change({ events: WEBHOOK_EVENTS.map((e) => e.type).filter((t) => chosen.has(t)) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = webhookProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await onSubmit({ ...draft, url: draft.url.trim(), description: draft.description.trim() });
      setDraft(initial);
    } catch (error) {
      const fromServer = fieldProblems(error).filter((p) =>
        ['url', 'events', 'description'].includes(p.field),
      );
      if (fromServer.length)
        setErrors(Object.fromEntries(fromServer.map((p) => [p.field, p.message])));
      else showToast('error', errorMessage(error, t('educator.webhooks.saveError')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={submitLabel}>
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.url)}>
          <Field.Label>
            {t('educator.webhooks.url')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="url"
            type="url"
            inputMode="url"
            value={draft.url}
            placeholder={t('educator.webhooks.urlPlaceholder')}
            onChange={(e) => change({ url: e.target.value })}
          />
          <Field.HelperText>{t('educator.webhooks.urlHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.url}</Field.ErrorText>
        </Field.Root>
        <Fieldset.Root invalid={Boolean(errors.events)}>
          <Fieldset.Legend>{t('educator.webhooks.events')}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {WEBHOOK_EVENTS.map((e) => (
              <Checkbox.Root
                key={e.type}
                name="events"
                value={e.type}
                colorPalette="brand"
                alignItems="flex-start"
                checked={draft.events.includes(e.type)}
                onCheckedChange={(details) => toggle(e.type, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Text as="span" fontFamily="mono" fontSize="sm">
                    {e.type}
                  </Text>
                  <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                    {developersT(eventAboutMessage(e.type))}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          <Fieldset.ErrorText>{errors.events}</Fieldset.ErrorText>
        </Fieldset.Root>
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>{t('educator.webhooks.description')}</Field.Label>
          <Input
            name="description"
            value={draft.description}
            maxLength={200}
            onChange={(e) => change({ description: e.target.value })}
          />
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('educator.cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
