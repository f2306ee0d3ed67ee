import { Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextLink } from '../../../components/TextLink';
import { T, useT } from '../i18n';
import { useApiTokensQuery } from './apiTokens.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { FormAlert } from '../FormAlert';
import { ApiTokenList } from './ApiTokenList';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiToken } from './NewApiToken';

/** The account page's "API tokens" card body: create one (shown once), list and revoke. */
export default function ApiTokensSection() {
  const t = useT();
  const list = useApiTokensQuery();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Stack gap="6">
      <Text fontSize="sm">
        <T
          id="account.seeDevelopers"
          components={{ 0: <TextLink to="/developers" colorPalette="brand" variant="underline" /> }}
        />
      </Text>
      {created ? (
        <NewApiToken token={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiTokenForm onCreated={setCreated} />
      )}
      <Separator />
      {list.error ? (
        <FormAlert status="error">
          {errorMessage(list.error, t('account.tokensNotLoaded'))}
        </FormAlert>
      ) : list.data ? (
        <ApiTokenList tokens={list.data.apiTokens} />
      ) : (
        <Skeleton height="20" />
      )}
    </Stack>
  );
}
