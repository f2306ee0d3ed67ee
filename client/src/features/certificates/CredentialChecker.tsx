import { useState, type FormEvent } from 'react';
import { Button, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useVerifyCredentialLazyQuery } from './certificatePages.generated';
import { errorMessage } from '../../lib/errorMessage';
import { fieldProblems } from '../../lib/graphqlErrors';
import { VerificationResult } from './VerificationResult';
import { useT } from './i18n';

/** Ours are about 2 KB; the server refuses more than 20,000 characters. */
const MAX_FILE_BYTES = 64 * 1024;

/**
 * Checks a credential someone was handed: pasted, or its downloaded .json or .jwt file. The server
 * checks the signature against the published key, then the revocation list.
 */
export function CredentialChecker() {
  const t = useT();
  const [credential, setCredential] = useState('');
  const [fileError, setFileError] = useState<string>();
  const [check, { data, loading, error }] = useVerifyCredentialLazyQuery({
    fetchPolicy: 'no-cache',
  });
  const fieldError = error
    ? (fieldProblems(error).find((p) => p.field === 'credential')?.message ??
      errorMessage(error, t('certificates.checkFailed')))
    : undefined;

  async function readFile(file: File | undefined) {
    setFileError(undefined);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('certificates.fileTooLarge'));
      return;
    }
    setCredential(await file.text());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void check({ variables: { credential } });
  }

  return (
    <Stack as="form" gap="3" onSubmit={submit} textAlign="start" aria-labelledby="check-credential">
      <Heading as="h2" size="md" id="check-credential">
        {t('certificates.checkHeading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('certificates.checkIntro')}
      </Text>
      <Field.Root invalid={!!fieldError}>
        <Field.Label>{t('certificates.credential')}</Field.Label>
        <Textarea
          value={credential}
          onChange={(e) => setCredential(e.target.value)}
          rows={4}
          fontFamily="mono"
          fontSize="xs"
        />
        {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={!!fileError}>
        <Field.Label>{t('certificates.credentialFile')}</Field.Label>
        <Input
          type="file"
          accept=".json,.jwt,application/json,application/vc+jwt,text/plain"
          onChange={(e) => void readFile(e.target.files?.[0])}
          p="1"
        />
        {fileError && <Field.ErrorText>{fileError}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" alignSelf="start" loading={loading} disabled={!credential.trim()}>
        {t('certificates.checkCredential')}
      </Button>
      {data?.verifyCredential && !loading && (
        <VerificationResult verification={data.verifyCredential} showDetails />
      )}
    </Stack>
  );
}
