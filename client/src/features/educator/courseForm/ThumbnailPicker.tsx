import { Field, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { megabytes } from '../../../../../shared/image-upload';
import { imageFileProblem } from '../../../lib/checkImageFile';
import { useUploadLimit } from '../../../lib/useUploadLimit';
import { useObjectUrl } from './useObjectUrl';

interface ThumbnailPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A chosen file the server would refuse: why, in its words. */
  onRefused: (message: string) => void;
  error?: string;
}

/**
 * 'Course Thumbnail': an image file input with a preview and the chosen file's name. A file the
 * server would refuse (too large, or not an image by its bytes) is refused here first, by the same
 * rule, before anything is sent.
 */
export function ThumbnailPicker({ file, onChange, onRefused, error }: ThumbnailPickerProps) {
  const preview = useObjectUrl(file);
  const maxBytes = useUploadLimit();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    const problem = chosen && (await imageFileProblem(chosen, 'Thumbnail', maxBytes));
    if (problem) {
      input.value = '';
      onChange(null);
      onRefused(problem);
      return;
    }
    onChange(chosen);
  };

  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        Course Thumbnail <Field.RequiredIndicator />
      </Field.Label>
      <Flex gap="4" align="center" wrap="wrap" w="full">
        <Input
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
              alt={`Preview of ${file.name}`}
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
                Selected thumbnail
              </Text>
            </Stack>
          </Flex>
        )}
      </Flex>
      <Field.HelperText>
        A PNG, JPEG, GIF or WebP image{maxBytes ? `, at most ${megabytes(maxBytes)} MB` : ''}.
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
