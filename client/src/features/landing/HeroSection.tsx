import { Box, Button, Container, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuArrowDown, LuMessageCircle } from 'react-icons/lu';
import { useFirstLoadDone } from '../../components/firstLoadContext';
import { mentorshipCallUrl } from '../site/siteLinks';
import { VisitorBadge } from '../site/VisitorBadge';
import { HEADLINE_ROTATION_MS, headlineWords } from './content/hero';
import { HeroSearchForm } from './HeroSearchForm';
import { HeroBackground } from './HeroBackground';
import { HeroParticles } from './HeroParticles';
import { T, useT } from './i18n';
import { scrollToSection } from './scrollToSection';
import { useRotatingWord } from './useRotatingWord';

/** The landing hero: rotating headline, tagline, calls to action and the course search. */
export function HeroSection() {
  // Under the first-load screen the headline holds its first word until it can be seen.
  const t = useT();
  const word = useRotatingWord(headlineWords(), HEADLINE_ROTATION_MS, useFirstLoadDone());

  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      color="white"
    >
      <HeroBackground />
      <HeroParticles />
      <Container
        position="relative"
        maxW="5xl"
        pt={{ base: '10', md: '24' }}
        pb={{ base: '20', md: '32' }}
        textAlign="center"
      >
        <VisitorBadge hideFrom="md" mb="5" />
        <Heading
          as="h1"
          id="hero-heading"
          fontSize={{ base: '4xl', sm: '5xl', md: '6xl', lg: '7xl' }}
          lineHeight="1.1"
          fontWeight="bold"
          letterSpacing="tight"
        >
          {/* Keyed by the word, so its fade-in runs again for each new word. */}
          <T
            key={word}
            id="landing.hero.headline"
            values={{ word }}
            components={{
              0: (
                <Box
                  as="span"
                  data-testid="headline-word"
                  display="block"
                  color="accent.300"
                  animation="fade-in 0.5s ease-out"
                  _motionReduce={{ animation: 'none' }}
                />
              ),
            }}
          />
        </Heading>
        <Text
          mt="6"
          fontSize={{ base: 'md', md: 'xl' }}
          color="whiteAlpha.900"
          maxW="2xl"
          mx="auto"
        >
          {t('landing.hero.tagline')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3" mt="8">
          <Button size="lg" colorPalette="accent" onClick={() => scrollToSection('courses')}>
            {t('landing.hero.explore')} <LuArrowDown aria-hidden />
          </Button>
          <Button
            asChild
            size="lg"
            // A long label wraps on a phone rather than running off the screen.
            whiteSpace="normal"
            height="auto"
            minH="12"
            py="2"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <a href={mentorshipCallUrl()} target="_blank" rel="noopener noreferrer">
              <LuMessageCircle aria-hidden /> {t('landing.hero.mentorship')}
              <VisuallyHidden>{t('landing.hero.newTab')}</VisuallyHidden>
            </a>
          </Button>
        </Stack>
        <Box mt={{ base: '8', md: '12' }}>
          <HeroSearchForm />
        </Box>
      </Container>
    </Box>
  );
}
