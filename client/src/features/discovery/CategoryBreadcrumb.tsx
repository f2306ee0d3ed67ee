import { Breadcrumbs } from '../../components/Breadcrumbs';
import type { CategoryLink, TopCategory } from './categoryTree';
import { useT } from './i18n';

/** Courses › Parent › Child on a category page; the last step is the page itself. */
export function CategoryBreadcrumb({
  category,
  parent,
}: {
  category: CategoryLink;
  parent?: TopCategory;
}) {
  const t = useT();
  const trail = [
    { to: '/course-list', label: t('discovery.breadcrumb.courses') },
    ...(parent ? [{ to: `/category/${parent.slug}`, label: parent.name }] : []),
  ];
  return <Breadcrumbs trail={trail} current={category.name} />;
}
