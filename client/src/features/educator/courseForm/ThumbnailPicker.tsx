import { Button, Field, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { megabytes } from '../../../../../shared/image-upload';
import { imageFileProblem } from '../../../lib/checkImageFile';
import { useUploadLimit } from '../../../lib/useUploadLimit';
import { formatCount } from '../../../lib/format';
import { useObjectUrl } from './useObjectUrl';
import { useT } from '../courseEditor.i18n';

interface ThumbnailPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A chosen file the server would refuse: why, in its words. */
  onRefused: (message: string) => void;
  error?: string;
  /** Edit Course: optional, labelled 'Replace thumbnail', with a way back to the current one. */
  replacing?: boolean;
}

/**
 * 'Course Thumbnail': an image file input with a preview and the chosen file's name. A file the
 * server would refuse (too large, or not an image by its bytes) is refused here first, by the same
 * rule, before anything is sent.
 */
export function ThumbnailPicker({
  file,
  onChange,
  onRefused,
  error,
  replacing = false,
}: ThumbnailPickerProps) {
  const t = useT();
  const preview = useObjectUrl(file);
  const maxBytes = useUploadLimit();
  const input = useRef<HTMLInputElement>(null);
  // The input shows the file chosen; once the choice is dropped, so must it.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    const problem =
      chosen && (await imageFileProblem(chosen, t('courseEditor.thumbnail.subject'), maxBytes));
    if (problem) {
      input.value = '';
      onChange(null);
      onRefused(problem);
      return;
    }
    onChange(chosen);
  };

  return (
    <Field.Root required={!replacing} invalid={Boolean(error)}>
      <Field.Label>
        {t(replacing ? 'courseEditor.thumbnail.replace' : 'courseEditor.thumbnail.label')}{' '}
        <Field.RequiredIndicator />
      </Field.Label>
      <Flex gap="4" align="center" wrap="wrap" w="full">
        <Input
          ref={input}
          name="thumbnail"
          type="file"
          accept="image/*"
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
        {file && preview && (
          <Flex gap="3" align="center" minW="0">
            <Image
              src={preview}
              alt={t('courseEditor.thumbnail.previewAlt', { name: file.name })}
              w="28"
              h="16"
              objectFit="cover"
              rounded="md"
              borderWidth="1px"
              flexShrink={0}
            />
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
                {file.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t(
                  replacing
                    ? 'courseEditor.thumbnail.newOnUpdate'
                    : 'courseEditor.thumbnail.selected',
                )}
              </Text>
              {replacing && (
                <Button
                  type="button"
                  size="xs"
                  variant="outline"
                  alignSelf="flex-start"
                  mt="1"
                  onClick={() => onChange(null)}
                >
                  {t('courseEditor.thumbnail.keepCurrent')}
                </Button>
              )}
            </Stack>
          </Flex>
        )}
      </Flex>
      <Field.HelperText>
        {maxBytes
          ? t('courseEditor.thumbnail.helpWithLimit', { size: formatCount(megabytes(maxBytes)) })
          : t('courseEditor.thumbnail.help')}
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
