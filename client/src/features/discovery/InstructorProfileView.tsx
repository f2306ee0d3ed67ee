import {
  Avatar,
  Box,
  Container,
  Grid,
  GridItem,
  Heading,
  HStack,
  Icon,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import type { InstructorProfileQuery } from './instructor.generated';
import { formatCount } from '../../lib/format';
import { CourseGrid } from '../courses/CourseGrid';
import { StarRating } from '../../components/StarRating';
import { isWebLink } from '../../../../shared/web-link';
import { useT } from './i18n';
import { bioParagraphs, linkLabel } from './instructorText';

type InstructorProfile = InstructorProfileQuery['instructor'];

/**
 * An instructor's public page: photo, name, headline, their figures (students, average rating,
 * reviews), bio and links, then their published courses. Phones: photo first, then the text, then
 * the links; desktop: the text on the left, photo and links on the right.
 */
export function InstructorProfileView({ instructor }: { instructor: InstructorProfile }) {
  const t = useT();
  const paragraphs = bioParagraphs(instructor.bio);
  const links = instructor.links.filter(isWebLink);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 16rem' }}
        templateAreas={{ base: '"photo" "main" "links"', md: '"main photo" "main links"' }}
        templateRows={{ md: 'auto 1fr' }}
        columnGap="12"
        rowGap="6"
      >
        <GridItem area="photo" justifySelf={{ base: 'start', md: 'center' }}>
          <Avatar.Root boxSize={{ base: '28', md: '48' }} colorPalette="brand" fontSize="4xl">
            <Avatar.Fallback name={instructor.name} />
            {instructor.imageUrl && (
              <Avatar.Image
                src={instructor.imageUrl}
                alt={t('discovery.instructor.photo', { name: instructor.name })}
              />
            )}
          </Avatar.Root>
        </GridItem>

        <GridItem area="main" minW="0">
          <Stack gap="6">
            <Stack gap="2">
              <Text
                fontSize="sm"
                fontWeight="semibold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wide"
              >
                {t('discovery.instructor.eyebrow')}
              </Text>
              <Heading
                as="h1"
                size={{ base: '2xl', md: '4xl' }}
                color="brand.900"
                overflowWrap="anywhere"
              >
                {instructor.name}
              </Heading>
              {instructor.headline && (
                <Text
                  fontSize={{ base: 'md', md: 'lg' }}
                  fontWeight="medium"
                  overflowWrap="anywhere"
                  data-testid="headline"
                >
                  {instructor.headline}
                </Text>
              )}
            </Stack>

            <HStack as="dl" gap={{ base: '6', md: '10' }} wrap="wrap" align="flex-start">
              <Figure label={t('discovery.instructor.students')}>
                {formatCount(instructor.totalStudents)}
              </Figure>
              <Figure label={t('discovery.instructor.rating')}>
                <StarRating rating={instructor.averageRating} count={instructor.ratingCount} />
              </Figure>
              <Figure label={t('discovery.instructor.reviews')}>
                {formatCount(instructor.reviewCount)}
              </Figure>
            </HStack>

            {paragraphs.length > 0 && (
              <Stack as="section" gap="3" aria-labelledby="instructor-about">
                <Heading as="h2" id="instructor-about" size="xl">
                  {t('discovery.instructor.about')}
                </Heading>
                {paragraphs.map((paragraph, index) => (
                  <Text key={index} whiteSpace="pre-line" overflowWrap="anywhere" lineHeight="tall">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </GridItem>

        {links.length > 0 && (
          <GridItem area="links" minW="0">
            <Stack
              as="ul"
              listStyleType="none"
              gap="2"
              aria-label={t('discovery.instructor.links')}
            >
              {links.map((link, index) => (
                <li key={index}>
                  <Link
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    color="brand.fg"
                    fontWeight="medium"
                    overflowWrap="anywhere"
                  >
                    <Icon as={LuExternalLink} aria-hidden flexShrink={0} />
                    {linkLabel(link)}
                    <Box as="span" srOnly>
                      {t('discovery.instructor.newTab')}
                    </Box>
                  </Link>
                </li>
              ))}
            </Stack>
          </GridItem>
        )}
      </Grid>

      <Stack
        as="section"
        gap="5"
        mt={{ base: '10', md: '14' }}
        aria-labelledby="instructor-courses"
      >
        <Heading as="h2" id="instructor-courses" size="xl">
          {t('discovery.instructor.courses', {
            count: formatCount(instructor.courses.length),
          })}
        </Heading>
        <CourseGrid courses={instructor.courses} />
      </Stack>
    </Container>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontSize="xl" fontWeight="bold" color="brand.900">
        {children}
      </Box>
    </Stack>
  );
}
