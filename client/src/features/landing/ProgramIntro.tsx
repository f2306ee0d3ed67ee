import { Box, Container, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { PROGRAM_STATS } from './content/programStats';
import { useT } from './i18n';
import { SectionHeading } from './SectionHeading';

/** What the programme is, with the headline statistics. */
export function ProgramIntro() {
  const t = useT();
  return (
    <Container
      as="section"
      aria-labelledby="program-heading"
      maxW="6xl"
      py={{ base: '16', md: '24' }}
    >
      <SectionHeading
        id="program-heading"
        eyebrow={t('landing.program.eyebrow')}
        title={t('landing.program.title')}
      >
        {t('landing.program.intro')}
      </SectionHeading>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '4', md: '6' }}>
        {PROGRAM_STATS.map((stat) => (
          <Flex
            key={stat.id}
            direction="column-reverse"
            align="center"
            gap="1"
            py="6"
            px="3"
            rounded="xl"
            bg="brand.50"
            textAlign="center"
          >
            <Text as="dt" color="fg.muted" fontSize="sm" fontWeight="medium">
              {stat.label}
            </Text>
            <Box
              as="dd"
              fontSize={{ base: '3xl', md: '4xl' }}
              fontWeight="bold"
              color="brand.700"
              lineHeight="1"
            >
              {stat.value}
            </Box>
          </Flex>
        ))}
      </SimpleGrid>
    </Container>
  );
}
