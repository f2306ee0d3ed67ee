import { Avatar, Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { IMAGE_TYPES, megabytes } from '../../../../shared/image-upload';
import { showToast } from '../../components/ui/toaster';
import { imageFileProblem } from '../../lib/checkImageFile';
import { useUploadLimit } from '../../lib/useUploadLimit';
import { useUploadAvatarMutation } from './account.generated';
import type { AuthUser } from '../auth/authContext';
import { FormAlert } from './FormAlert';
import { formProblems, noProblems, type FormProblems } from './formProblems';
import { useT } from './i18n';

/** A blob: URL previewing the chosen file, revoked when it changes or on unmount. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Picks an image, checks its type and size here by the server's rule (shared/image-upload.ts),
 * and uploads it (multipart, as the course form
 * sends its thumbnail). The answer is normalised into the cache, so the navbar shows it at once.
 */
export function AvatarForm({ user }: { user: AuthUser }) {
  const t = useT();
  const [uploadAvatar, { loading }] = useUploadAvatarMutation();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<FormProblems<'avatar'>>(noProblems);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);

  const maxBytes = useUploadLimit();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem =
      chosen &&
      (chosen.size === 0
        ? t('account.fileEmpty')
        : await imageFileProblem(chosen, t('account.avatarLabel'), maxBytes));
    setFile(problem ? null : chosen);
    setProblems(problem ? { fields: { avatar: problem }, form: null } : noProblems());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setProblems(noProblems());
    try {
      await uploadAvatar({ variables: { avatar: file } });
      setFile(null);
      if (input.current) input.current.value = '';
      showToast('success', t('account.avatarUpdated'));
    } catch (error) {
      setProblems(formProblems(error, ['avatar'], t('account.avatarUploadFailed')));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar.Root size="2xl" colorPalette="brand" flexShrink={0}>
            <Avatar.Fallback name={user.name} />
            <Avatar.Image
              src={preview ?? user.imageUrl}
              alt={preview ? t('account.avatarPreview') : t('account.yourAvatar')}
            />
          </Avatar.Root>
          <Field.Root invalid={problems.fields.avatar !== undefined} flex="1" minW="0">
            <Field.Label>{t('account.avatarImage')}</Field.Label>
            <Input
              ref={input}
              name="avatar"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(event) => void pick(event)}
              maxW="sm"
              h="auto"
              py="1.5"
              css={{
                '&::file-selector-button': {
                  me: '3',
                  px: '3',
                  py: '1',
                  border: 'none',
                  rounded: 'sm',
                  bg: 'brand.subtle',
                  color: 'brand.fg',
                  fontWeight: 'medium',
                  cursor: 'pointer',
                },
              }}
            />
            <Field.HelperText>
              {maxBytes
                ? t('account.avatarHelpWithLimit', { megabytes: megabytes(maxBytes) })
                : t('account.avatarHelp')}
            </Field.HelperText>
            <Field.ErrorText>{problems.fields.avatar}</Field.ErrorText>
          </Field.Root>
        </Flex>
        {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading || !file}
          alignSelf={{ sm: 'start' }}
          minW="40"
        >
          {loading ? t('account.uploading') : t('account.uploadAvatar')}
        </Button>
      </Stack>
    </form>
  );
}
