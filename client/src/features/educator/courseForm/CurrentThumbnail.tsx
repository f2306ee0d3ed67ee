import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CourseThumbnail } from '../../../components/CourseThumbnail';
import type { ImageSourceFieldsFragment } from '../../../components/courseThumbnail.generated';
import { useT } from '../courseEditor.i18n';

/** The course's thumbnail on the Edit page, with the picker that replaces it (`replace`) below. */
export function CurrentThumbnail({
  src,
  sources,
  title,
  replace,
}: {
  src: string;
  sources: readonly ImageSourceFieldsFragment[];
  title: string;
  replace: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="1.5">
      <Text textStyle="sm" fontWeight="medium">
        {t('courseEditor.thumbnail.current')}
      </Text>
      <CourseThumbnail
        src={src}
        sources={sources}
        sizes="(min-width: 30em) 16rem, 100vw"
        alt={t('courseEditor.thumbnail.currentAlt', { title })}
        w={{ base: 'full', sm: '64' }}
        aspectRatio={16 / 9}
        objectFit="cover"
        rounded="md"
        borderWidth="1px"
      />
      <Box pt="2">{replace}</Box>
    </Stack>
  );
}
