import { Box, Container, Flex, Icon, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BENEFIT_TILES } from './content/benefitTiles';
import { useT } from './i18n';

/** Four benefit tiles overlapping the bottom of the hero. */
export function BenefitTiles() {
  const t = useT();
  return (
    <Container
      as="section"
      aria-label={t('landing.benefits.label')}
      maxW="6xl"
      position="relative"
      mt={{ base: '-12', md: '-16' }}
    >
      <SimpleGrid
        as="ul"
        columns={{ base: 2, lg: 4 }}
        gap={{ base: '3', md: '5' }}
        listStyleType="none"
      >
        {BENEFIT_TILES.map((tile) => (
          <Box
            as="li"
            key={tile.id}
            bg="bg"
            rounded="xl"
            shadow="lg"
            borderWidth="1px"
            p={{ base: '4', md: '6' }}
          >
            <Flex
              direction={{ base: 'column', md: 'row' }}
              align="center"
              gap="3"
              textAlign={{ base: 'center', md: 'start' }}
            >
              <Flex
                flexShrink={0}
                boxSize="12"
                rounded="full"
                bg="brand.100"
                color="brand.700"
                align="center"
                justify="center"
              >
                <Icon as={tile.icon} boxSize="6" aria-hidden />
              </Flex>
              <Text fontWeight="semibold" color="brand.900" fontSize={{ base: 'sm', md: 'md' }}>
                {tile.to ? (
                  <Link asChild color="inherit">
                    <RouterLink to={tile.to}>{t(`landing.benefits.${tile.id}`)}</RouterLink>
                  </Link>
                ) : (
                  t(`landing.benefits.${tile.id}`)
                )}
              </Text>
            </Flex>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
