import { Button, Heading, Stack, Text, VStack, Wrap, WrapItem } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { TopCategory } from './categoryTree';

/** An unknown category slug: says so, and offers the course list and the existing categories. */
export function CategoryNotFound({ categories }: { categories: TopCategory[] }) {
  const shown = categories.filter((category) => category.courseCount > 0);
  return (
    <VStack minH="60vh" justify="center" gap="6" px="4" py="12" textAlign="center">
      <Stack gap="3" align="center">
        <Heading as="h1" size="2xl" color="brand.900">
          Category not found
        </Heading>
        <Text color="fg.muted" maxW="md">
          There is no such category. Browse every course, or pick one of these categories.
        </Text>
      </Stack>
      <Button asChild colorPalette="brand">
        <RouterLink to="/course-list">Browse Courses</RouterLink>
      </Button>
      {shown.length > 0 && (
        <nav aria-label="Categories">
          <Wrap as="ul" gap="2" justify="center" listStyleType="none" maxW="2xl">
            {shown.map((category) => (
              <WrapItem as="li" key={category.id}>
                <Button asChild size="sm" variant="outline" colorPalette="brand" rounded="full">
                  <RouterLink to={`/category/${category.slug}`}>{category.name}</RouterLink>
                </Button>
              </WrapItem>
            ))}
          </Wrap>
        </nav>
      )}
    </VStack>
  );
}
