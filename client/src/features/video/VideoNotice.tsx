import { Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { LuCircleAlert } from 'react-icons/lu';

/** A dark 16:9-filling panel with a message in place of a video (load errors, invalid links). */
export function VideoNotice({ title, children }: { title?: string; children?: string }) {
  return (
    <Center
      role="alert"
      height="full"
      width="full"
      bg="gray.900"
      color="white"
      p="6"
      textAlign="center"
    >
      <VStack gap="2" maxW="sm">
        <Icon as={LuCircleAlert} boxSize="8" color="red.300" aria-hidden />
        {title && (
          <Heading as="p" size="md">
            {title}
          </Heading>
        )}
        {children && (
          <Text fontSize="sm" color="gray.200">
            {children}
          </Text>
        )}
      </VStack>
    </Center>
  );
}
