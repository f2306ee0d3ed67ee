import { NotFound } from '../../components/CourseNotFound';
import { CategoryChips } from './CategoryChips';
import type { TopCategory } from './categoryTree';

/** An unknown category slug: says so, and offers the course list and the existing categories. */
export function CategoryNotFound({ categories }: { categories: TopCategory[] }) {
  return (
    <NotFound
      title="Category not found"
      message="There is no such category. Browse every course, or pick one of these categories."
    >
      <CategoryChips categories={categories} label="Categories" justify="center" />
    </NotFound>
  );
}
