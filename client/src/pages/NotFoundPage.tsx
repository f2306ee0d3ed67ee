import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  const navigate = useNavigate();
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        Page Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist.</Text>
      <Button colorPalette="brand" onClick={() => void navigate('/')}>
        Go Home
      </Button>
    </VStack>
  );
}
