import { NotFound } from '../../components/CourseNotFound';
import { CategoryChips } from './CategoryChips';
import type { TopCategory } from './categoryTree';
import { useT } from './i18n';

/** An unknown category slug: says so, and offers the course list and the existing categories. */
export function CategoryNotFound({ categories }: { categories: TopCategory[] }) {
  const t = useT();
  return (
    <NotFound
      title={t('discovery.categoryNotFound.title')}
      message={t('discovery.categoryNotFound.message')}
    >
      <CategoryChips
        categories={categories}
        label={t('discovery.categoryNotFound.categories')}
        justify="center"
      />
    </NotFound>
  );
}
