import { Center, Heading, HStack, Icon, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleAlert } from 'react-icons/lu';

/** A dark 16:9-filling panel with a message in place of a video (load errors, invalid links). */
export function VideoNotice({
  title,
  children,
  actions,
}: {
  title?: string;
  children?: string;
  /** Buttons or links under the message (Retry, Open on YouTube). */
  actions?: ReactNode;
}) {
  return (
    <Center height="full" width="full" bg="gray.900" color="white" p="6" textAlign="center">
      <VStack gap="2" maxW="sm">
        {/* The alert holds the message alone, so it is announced without the buttons' names. */}
        <VStack gap="2" role="alert">
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
        {actions && (
          <HStack gap="3" mt="2" wrap="wrap" justify="center">
            {actions}
          </HStack>
        )}
      </VStack>
    </Center>
  );
}
