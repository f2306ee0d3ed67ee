import { Button, Wrap, WrapItem } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CategoryLink } from './categoryTree';

/**
 * Chips linking to category pages: a category's subcategories, or a subcategory's siblings with
 * `current` marked as the page shown. Those without courses are left out.
 */
export function SubcategoryLinks({
  categories,
  current,
  label,
}: {
  categories: CategoryLink[];
  current?: string;
  label: string;
}) {
  const shown = categories.filter(
    (category) => category.courseCount > 0 || category.slug === current,
  );
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label}>
      <Wrap as="ul" gap="2" listStyleType="none">
        {shown.map((category) => {
          const isCurrent = category.slug === current;
          return (
            <WrapItem as="li" key={category.id}>
              <Button
                asChild
                size="sm"
                rounded="full"
                colorPalette="brand"
                variant={isCurrent ? 'solid' : 'outline'}
              >
                <RouterLink
                  to={`/category/${category.slug}`}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {category.name} ({category.courseCount})
                </RouterLink>
              </Button>
            </WrapItem>
          );
        })}
      </Wrap>
    </nav>
  );
}
