import { Breadcrumbs } from '../../components/Breadcrumbs';
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
  return <Breadcrumbs trail={trail} current={category.name} />;
}
