import { Stack, Text } from '@chakra-ui/react';
import { CourseThumbnail } from '../../../components/CourseThumbnail';
import type { ImageSourceFieldsFragment } from '../../../generated/graphql';

/** The course's thumbnail on the Edit page, shown but not changeable. */
export function CurrentThumbnail({
  src,
  sources,
  title,
}: {
  src: string;
  sources: readonly ImageSourceFieldsFragment[];
  title: string;
}) {
  return (
    <Stack gap="1.5">
      <Text textStyle="sm" fontWeight="medium">
        Course Thumbnail
      </Text>
      <CourseThumbnail
        src={src}
        sources={sources}
        sizes="(min-width: 30em) 16rem, 100vw"
        alt={`Thumbnail of ${title}`}
        w={{ base: 'full', sm: '64' }}
        aspectRatio={16 / 9}
        objectFit="cover"
        rounded="md"
        borderWidth="1px"
      />
      <Text fontSize="xs" color="fg.muted">
        The thumbnail cannot be changed here.
      </Text>
    </Stack>
  );
}
