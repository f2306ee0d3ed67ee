import { Breadcrumbs } from '../../components/Breadcrumbs';
import type { CourseDetail } from './courseTypes';
import { useT } from './i18n';

type CategoryRef = NonNullable<CourseDetail['category']>;

/**
 * Courses › Category › Subcategory above the course title: the catalog, then the course's
 * category pages (/category/{slug}). A subcategory's parent comes with it (parentSlug, parentName).
 */
export function CourseBreadcrumb({ category }: { category: CategoryRef | null }) {
  const t = useT();
  const trail = [
    { to: '/course-list', label: t('courses.breadcrumb.courses') },
    ...(category?.parentSlug && category.parentName
      ? [{ to: `/category/${category.parentSlug}`, label: category.parentName }]
      : []),
    ...(category ? [{ to: `/category/${category.slug}`, label: category.name }] : []),
  ];
  return <Breadcrumbs trail={trail} />;
}
