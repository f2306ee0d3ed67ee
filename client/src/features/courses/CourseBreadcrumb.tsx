import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseDetail, TopCategory } from './courseTypes';

type CategoryRef = NonNullable<CourseDetail['category']>;

/**
 * Courses › Category › Subcategory above the course title: the catalog, then the course's
 * category pages (/category/{slug}). A subcategory's parent is named from the top-level list.
 */
export function CourseBreadcrumb({
  category,
  topCategories,
}: {
  category: CategoryRef | null;
  topCategories: TopCategory[];
}) {
  const parent = category?.parentSlug
    ? topCategories.find((top) => top.slug === category.parentSlug)
    : undefined;
  const trail = [
    { to: '/course-list', label: 'Courses' },
    ...(parent ? [{ to: `/category/${parent.slug}`, label: parent.name }] : []),
    ...(category ? [{ to: `/category/${category.slug}`, label: category.name }] : []),
  ];
  return (
    <Breadcrumb.Root size="sm" aria-label="Breadcrumb">
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((step, index) => (
          <Fragment key={step.to}>
            {index > 0 && <Breadcrumb.Separator aria-hidden>›</Breadcrumb.Separator>}
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={step.to}>{step.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
