import { Box, Container, Flex, Heading, Icon, Image, List, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { FOUNDER } from './content/founder';
import { useT } from './i18n';

/** The founder's photo, name, role and story. */
export function FounderSection() {
  const t = useT();
  return (
    <Container
      as="section"
      aria-labelledby="founder-heading"
      maxW="5xl"
      py={{ base: '16', md: '24' }}
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '8', md: '12' }} align="center">
        <Box
          flexShrink={0}
          rounded="3xl"
          overflow="hidden"
          shadow="xl"
          boxSize={{ base: '48', md: '64' }}
        >
          <Image
            src={FOUNDER.photo}
            alt={t('landing.founder.portrait', { name: FOUNDER.name })}
            boxSize="full"
            objectFit="cover"
          />
        </Box>
        {/* Full width on a phone: centred, a long word would size it past the screen. */}
        <Stack gap="4" textAlign={{ base: 'center', md: 'start' }} w={{ base: 'full', md: 'auto' }}>
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="accent.700"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t('landing.founder.eyebrow')}
          </Text>
          <Heading
            as="h2"
            id="founder-heading"
            fontSize={{ base: '2xl', md: '4xl' }}
            color="brand.900"
            lineHeight="1.2"
          >
            {FOUNDER.name}
          </Heading>
          <Text fontWeight="medium" color="brand.700">
            {FOUNDER.role}
          </Text>
          {FOUNDER.bio.map((paragraph) => (
            <Text key={paragraph} color="fg.muted">
              {paragraph}
            </Text>
          ))}
          <List.Root gap="2" variant="plain" alignItems={{ base: 'center', md: 'flex-start' }}>
            {FOUNDER.highlights.map((highlight) => (
              <List.Item key={highlight} color="brand.900" fontWeight="medium">
                <List.Indicator asChild color="accent.600">
                  <Icon as={LuCircleCheck} aria-hidden />
                </List.Indicator>
                {highlight}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </Flex>
    </Container>
  );
}
