import {
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { API_TOKEN_LIFETIME_DAYS } from '../../../../../shared/api-scopes';
import { ApiTokensDocument, useCreateApiTokenMutation } from './apiTokens.generated';
import type { ApiScope } from '../../../generated/types';
import { FormAlert } from '../FormAlert';
import { formProblems, noProblems, type FormProblems } from '../formProblems';
import { useAuth } from '../../auth/authContext';
import { API_SCOPES } from '../../../../../shared/api-scopes';
import { scopeChoicesFor } from './scopeLabels';
import { useT } from '../i18n';

type TokenField = 'name' | 'scopes' | 'expiresAt';
const DAY_MS = 86_400_000;

/** Name, scopes and lifetime of a new token; `onCreated` gets its secret, shown once. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const t = useT();
  const [create, { loading }] = useCreateApiTokenMutation({
    refetchQueries: [ApiTokensDocument],
    awaitRefetchQueries: true,
  });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [days, setDays] = useState<number>(API_TOKEN_LIFETIME_DAYS[0]);
  const [problems, setProblems] = useState<FormProblems<TokenField>>(noProblems);
  const choices = scopeChoicesFor(useAuth().user?.role ?? 'STUDENT');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (scopes.length === 0) {
      setProblems({ fields: { scopes: t('account.chooseScope') }, form: null });
      return;
    }
    setProblems(noProblems());
    try {
      const expiresAt = new Date(Date.now() + days * DAY_MS).toISOString();
      const { data } = await create({ variables: { input: { name, scopes, expiresAt } } });
      if (!data) throw new Error(t('account.tokenNotCreated'));
      onCreated(data.createApiToken.token);
      setName('');
      setScopes([]);
    } catch (error) {
      setProblems(
        formProblems(error, ['name', 'scopes', 'expiresAt'], t('account.tokenNotCreated')),
      );
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <Field.Root required invalid={problems.fields.name !== undefined}>
          <Field.Label>{t('account.tokenName')}</Field.Label>
          <Input
            name="name"
            value={name}
            maxLength={100}
            placeholder={t('account.tokenNamePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
          <Field.HelperText>{t('account.tokenNameHelp')}</Field.HelperText>
          <Field.ErrorText>{problems.fields.name}</Field.ErrorText>
        </Field.Root>
        {/* A fieldset is at least as wide as its longest word unless told otherwise. */}
        <Fieldset.Root invalid={problems.fields.scopes !== undefined} minW="0">
          <Fieldset.Legend>{t('account.scopes')}</Fieldset.Legend>
          <Fieldset.HelperText>
            {choices.length < API_SCOPES.length
              ? t('account.scopesHelpEducator')
              : t('account.scopesHelp')}
          </Fieldset.HelperText>
          <CheckboxGroup
            name="scopes"
            value={scopes}
            onValueChange={(value) => setScopes(value as ApiScope[])}
          >
            <Stack gap="3" mt="2">
              {choices.map((choice) => (
                <Checkbox.Root
                  key={choice.value}
                  value={choice.value}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="normal">
                    <Text as="span" fontWeight="medium">
                      {choice.label}
                    </Text>{' '}
                    <Text as="span" color="fg.muted" fontSize="sm" display="block">
                      {choice.about}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
          <Fieldset.ErrorText>{problems.fields.scopes}</Fieldset.ErrorText>
        </Fieldset.Root>
        <Field.Root invalid={problems.fields.expiresAt !== undefined}>
          <Field.Label>{t('account.expiresAfter')}</Field.Label>
          <NativeSelect.Root width={{ base: 'full', sm: '48' }}>
            <NativeSelect.Field
              name="expiresIn"
              value={days}
              onChange={(e) => setDays(Number(e.currentTarget.value))}
            >
              {API_TOKEN_LIFETIME_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t('account.days', { count: d })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{problems.fields.expiresAt}</Field.ErrorText>
        </Field.Root>
        {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
        <Button
          type="submit"
          colorPalette="brand"
          loading={loading}
          loadingText={t('account.creating')}
          alignSelf={{ sm: 'start' }}
        >
          {t('account.createToken')}
        </Button>
      </Stack>
    </form>
  );
}
