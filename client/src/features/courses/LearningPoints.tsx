import { Box, Heading, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { useT } from './i18n';

/** "What you'll learn": a checklist in a bordered box, two columns from tablet width up. */
export function LearningPoints({ points }: { points: string[] }) {
  const t = useT();
  if (points.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="what-you-will-learn"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="what-you-will-learn" size="xl" mb="4">
        {t('courses.detail.learningPoints')}
      </Heading>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2 }}
        columnGap="6"
        rowGap="3"
      >
        {points.map((point, index) => (
          <HStack as="li" key={index} align="flex-start" gap="3">
            <Icon as={LuCheck} color="green.600" boxSize="4" mt="1" flexShrink={0} aria-hidden />
            <Text fontSize="sm" overflowWrap="anywhere">
              {point}
            </Text>
          </HStack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
