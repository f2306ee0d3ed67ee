import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CategoryLink, TopCategory } from './categoryTree';

/** Courses › Parent › Child on a category page; the last step is the page itself. */
export function CategoryBreadcrumb({
  category,
  parent,
}: {
  category: CategoryLink;
  parent?: TopCategory;
}) {
  const trail = [
    { to: '/course-list', label: 'Courses' },
    ...(parent ? [{ to: `/category/${parent.slug}`, label: parent.name }] : []),
  ];
  return (
    <Breadcrumb.Root size="sm" aria-label="Breadcrumb">
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((step) => (
          <Fragment key={step.to}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={step.to}>{step.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator>›</Breadcrumb.Separator>
          </Fragment>
        ))}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{category.name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
