import { Box, Card, Container, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TESTIMONIALS } from './content/testimonials';
import { useT } from './i18n';
import { SectionHeading } from './SectionHeading';
import { StarRating } from '../../components/StarRating';

/** Three learner testimonials with photo, name, role, rating and feedback. */
export function TestimonialsSection() {
  const t = useT();
  return (
    <Box
      as="section"
      aria-labelledby="testimonials-heading"
      bg="bg.subtle"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="6xl">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
        />
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
          {TESTIMONIALS.map((testimonial) => (
            <Card.Root as="li" key={testimonial.id} variant="elevated" rounded="2xl">
              <Card.Body gap="4">
                <StarRating rating={testimonial.rating} />
                <Text as="blockquote" color="fg" flex="1">
                  “{testimonial.feedback}”
                </Text>
                <HStack gap="3">
                  <Image src={testimonial.image} alt="" boxSize="12" rounded="full" />
                  <Stack gap="0">
                    <Text fontWeight="semibold" color="brand.900">
                      {testimonial.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {testimonial.role}
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
