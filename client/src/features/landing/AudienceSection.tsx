import { Box, Container, Flex, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { AUDIENCE_GROUPS } from './content/audienceGroups';
import { useT } from './i18n';
import { SectionHeading } from './SectionHeading';

/** The six groups the courses are made for. */
export function AudienceSection() {
  const t = useT();
  return (
    <Box
      as="section"
      aria-labelledby="audience-heading"
      bg="brand.50"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="6xl">
        <SectionHeading
          id="audience-heading"
          eyebrow={t('landing.audience.eyebrow')}
          title={t('landing.audience.title')}
        >
          {t('landing.audience.intro')}
        </SectionHeading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none">
          {AUDIENCE_GROUPS.map((group) => (
            <Box
              as="li"
              key={group.id}
              bg="bg"
              rounded="xl"
              p="6"
              borderWidth="1px"
              borderColor="brand.100"
            >
              <Flex
                boxSize="12"
                rounded="lg"
                bg="accent.100"
                color="accent.700"
                align="center"
                justify="center"
                mb="4"
              >
                <Icon as={group.icon} boxSize="6" aria-hidden />
              </Flex>
              <Heading as="h3" fontSize="lg" color="brand.900" mb="2">
                {t(`landing.audience.${group.id}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`landing.audience.${group.id}.text`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
