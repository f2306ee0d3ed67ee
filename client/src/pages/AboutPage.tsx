import { Button, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/authContext';
import { useAuthModal } from '../features/auth/authModalContext';

const features = [
  {
    title: 'Quality Courses',
    text: 'Practical lessons built by marketers who run real campaigns.',
  },
  {
    title: 'Interactive Learning',
    text: 'Live sessions, feedback and a community that learns together.',
  },
  { title: 'Global Access', text: 'Learn from anywhere, on any device, at your own pace.' },
];

export default function AboutPage() {
  const { user } = useAuth();
  const { openSignup } = useAuthModal();
  const navigate = useNavigate();
  const getStarted = () => (user ? void navigate('/') : openSignup());

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        About
      </Heading>
      <Text mt="3" color="fg.muted" maxW="2xl">
        Our mission is to help students, professionals and creators grow their personal brand and
        business with affordable, hands-on digital marketing education.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt="8">
        {features.map((feature) => (
          <Card.Root key={feature.title}>
            <Card.Body gap="2">
              <Card.Title as="h2">{feature.title}</Card.Title>
              <Card.Description>{feature.text}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Button mt="8" colorPalette="brand" size="lg" onClick={getStarted}>
        Get Started
      </Button>
    </Container>
  );
}
