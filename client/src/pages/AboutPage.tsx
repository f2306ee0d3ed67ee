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
import { useT } from './i18n';

/** The three feature cards; their texts are pages.about.<id>.title and .text. */
const features = [
  { id: 'quality', icon: LuBookOpen },
  { id: 'interactive', icon: LuMessagesSquare },
  { id: 'global', icon: LuGlobe },
] as const;

/** About: the mission, three feature cards and a Get Started call to action. */
export default function AboutPage() {
  const t = useT();
  usePageTitle(t('pages.about.title'));
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
            {t('pages.about.eyebrow')}
          </Text>
          <Heading
            as="h1"
            mt="3"
            fontSize={{ base: '3xl', md: '5xl' }}
            color="brand.900"
            lineHeight="1.15"
          >
            {t('pages.about.heading')}
          </Heading>
          <Stack gap="4" mt="6" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            <Text>{t('pages.about.mission')}</Text>
            <Text>{t('pages.about.approach')}</Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '12', md: '16' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {features.map((feature) => (
            <Card.Root key={feature.id} variant="outline" rounded="2xl">
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
                  {t(`pages.about.${feature.id}.title`)}
                </Card.Title>
                <Card.Description>{t(`pages.about.${feature.id}.text`)}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Flex justify="center" mt="10">
          <Button colorPalette="brand" size="lg" onClick={getStarted}>
            {t('pages.about.getStarted')} <LuArrowRight aria-hidden />
          </Button>
        </Flex>
      </Container>
    </>
  );
}
