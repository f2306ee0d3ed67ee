import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Icon,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowRight, LuBookOpen, LuGlobe, LuMessagesSquare } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/authContext';
import { useAuthModal } from '../features/auth/authModalContext';
import { usePageTitle } from '../lib/usePageTitle';

const features = [
  {
    title: 'Quality Courses',
    icon: LuBookOpen,
    text: 'Practical lessons built by marketers who run real campaigns, updated as platforms change.',
  },
  {
    title: 'Interactive Learning',
    icon: LuMessagesSquare,
    text: 'Live sessions, mentor feedback and a community that learns and grows together.',
  },
  {
    title: 'Global Access',
    icon: LuGlobe,
    text: 'Learn from anywhere, on any device, at your own pace, with lifetime access to your courses.',
  },
];

/** About: the mission, three feature cards and a Get Started call to action. */
export default function AboutPage() {
  usePageTitle('About');
  const { user } = useAuth();
  const { openSignup } = useAuthModal();
  const navigate = useNavigate();
  const getStarted = () => (user ? void navigate('/') : openSignup());

  return (
    <>
      <Box bgGradient="to-br" gradientFrom="brand.50" gradientTo="accent.50">
        <Container maxW="4xl" py={{ base: '12', md: '20' }} textAlign="center">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="accent.700"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            Our mission
          </Text>
          <Heading
            as="h1"
            mt="3"
            fontSize={{ base: '3xl', md: '5xl' }}
            color="brand.900"
            lineHeight="1.15"
          >
            About BrandCraft
          </Heading>
          <Stack gap="4" mt="6" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            <Text>
              Our mission is to help students, professionals and creators grow their personal brand
              and business with affordable, hands-on digital marketing education.
            </Text>
            <Text>
              Instead of long lectures and expensive agencies, we teach the skills that move the
              needle — content, social media, search and ads — through short lessons, real
              assignments and mentors who answer your questions.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '12', md: '16' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {features.map((feature) => (
            <Card.Root key={feature.title} variant="outline" rounded="2xl">
              <Card.Body gap="3">
                <Flex
                  boxSize="12"
                  rounded="lg"
                  bg="brand.100"
                  color="brand.700"
                  align="center"
                  justify="center"
                >
                  <Icon as={feature.icon} boxSize="6" aria-hidden />
                </Flex>
                <Card.Title as="h2" fontSize="lg" color="brand.900">
                  {feature.title}
                </Card.Title>
                <Card.Description>{feature.text}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Flex justify="center" mt="10">
          <Button colorPalette="brand" size="lg" onClick={getStarted}>
            Get Started <LuArrowRight aria-hidden />
          </Button>
        </Flex>
      </Container>
    </>
  );
}
