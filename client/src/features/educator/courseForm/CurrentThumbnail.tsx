import { Image, Stack, Text } from '@chakra-ui/react';

/** The course's thumbnail on the Edit page, shown but not changeable. */
export function CurrentThumbnail({ src, title }: { src: string; title: string }) {
  return (
    <Stack gap="1.5">
      <Text textStyle="sm" fontWeight="medium">
        Course Thumbnail
      </Text>
      <Image
        src={src}
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
