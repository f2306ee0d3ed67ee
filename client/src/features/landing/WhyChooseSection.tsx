import { Box, Button, Container, Flex, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { WHY_CHOOSE_BENEFITS } from './content/whyChooseBenefits';
import { useT } from './i18n';
import { SectionHeading } from './SectionHeading';

const DETAIL_ID = 'why-choose-detail';

/** Six selectable reasons; the pressed one's detail shows beside (or below) the list. */
export function WhyChooseSection() {
  const t = useT();
  const [selectedId, setSelectedId] = useState(WHY_CHOOSE_BENEFITS[0].id);
  const selected =
    WHY_CHOOSE_BENEFITS.find((benefit) => benefit.id === selectedId) ?? WHY_CHOOSE_BENEFITS[0];

  return (
    <Container
      as="section"
      aria-labelledby="why-choose-heading"
      maxW="6xl"
      py={{ base: '16', md: '24' }}
    >
      <SectionHeading
        id="why-choose-heading"
        eyebrow={t('landing.why.eyebrow')}
        title={t('landing.why.title')}
      >
        {t('landing.why.intro')}
      </SectionHeading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <SimpleGrid
          as="ul"
          columns={{ base: 2, lg: 1 }}
          gap="3"
          listStyleType="none"
          aria-label={t('landing.why.listLabel')}
        >
          {WHY_CHOOSE_BENEFITS.map((benefit) => {
            const pressed = benefit.id === selected.id;
            return (
              <li key={benefit.id}>
                <Button
                  aria-pressed={pressed}
                  aria-controls={DETAIL_ID}
                  onClick={() => setSelectedId(benefit.id)}
                  variant={pressed ? 'solid' : 'outline'}
                  colorPalette="brand"
                  width="full"
                  height="auto"
                  minH="14"
                  py="3"
                  justifyContent={{ base: 'center', lg: 'flex-start' }}
                  whiteSpace="normal"
                  textAlign={{ base: 'center', lg: 'start' }}
                  flexDirection={{ base: 'column', lg: 'row' }}
                  gap={{ base: '1', lg: '3' }}
                >
                  <Icon as={benefit.icon} boxSize="5" aria-hidden />
                  {benefit.title}
                </Button>
              </li>
            );
          })}
        </SimpleGrid>
        <Box
          id={DETAIL_ID}
          role="region"
          aria-live="polite"
          aria-labelledby="why-choose-detail-title"
          rounded="2xl"
          bgGradient="to-br"
          gradientFrom="brand.700"
          gradientTo="brand.900"
          color="white"
          p={{ base: '6', md: '10' }}
          minH={{ lg: 'full' }}
        >
          <Flex
            boxSize="14"
            rounded="full"
            bg="whiteAlpha.200"
            align="center"
            justify="center"
            mb="5"
          >
            <Icon as={selected.icon} boxSize="7" color="accent.300" aria-hidden />
          </Flex>
          <Heading as="h3" id="why-choose-detail-title" fontSize={{ base: 'xl', md: '2xl' }} mb="3">
            {selected.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            {selected.detail}
          </Text>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
