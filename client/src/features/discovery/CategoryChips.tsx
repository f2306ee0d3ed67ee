import { Button, Wrap, WrapItem, type WrapProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../../lib/format';
import { categoryPath } from '../courses/courseListPath';

interface ChipCategory {
  id: string;
  slug: string;
  name: string;
  courseCount: number;
}

/**
 * Chips linking to category pages, those without courses left out: the top-level categories
 * (no results, unknown category), a category's subcategories, or a subcategory's siblings with
 * `current` marked as the page shown. `counts` adds each one's number of courses; `label` makes
 * them a navigation landmark of that name. Nothing at all when no category has courses.
 */
export function CategoryChips({
  categories,
  current,
  counts = false,
  label,
  justify,
}: {
  categories: ChipCategory[];
  current?: string;
  counts?: boolean;
  label?: string;
  justify?: WrapProps['justify'];
}) {
  const shown = categories.filter(
    (category) => category.courseCount > 0 || category.slug === current,
  );
  if (shown.length === 0) return null;
  const chips = (
    <Wrap as="ul" gap="2" listStyleType="none" justify={justify}>
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
                to={categoryPath(category.slug)}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {category.name}
                {counts && ` (${formatCount(category.courseCount)})`}
              </RouterLink>
            </Button>
          </WrapItem>
        );
      })}
    </Wrap>
  );
  return label ? <nav aria-label={label}>{chips}</nav> : chips;
}
