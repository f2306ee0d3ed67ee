import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

export default function HomePage() {
  const navigate = useNavigate();
  return (
    <Box bgGradient="to-br" gradientFrom="brand.50" gradientTo="accent.50">
      <Container maxW="7xl" py={{ base: '16', md: '24' }} textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="brand.900" lineHeight="1.2">
          Build Your{' '}
          <Box as="span" color="brand.solid">
            Personal Brand
          </Box>
        </Heading>
        <Text mt="5" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mx="auto">
          Hands-on digital marketing with no agency fees, no boring lectures and no endless
          workshops.
        </Text>
        <Button mt="8" size="lg" colorPalette="brand" onClick={() => void navigate('/course-list')}>
          Explore Courses
        </Button>
      </Container>
    </Box>
  );
}
