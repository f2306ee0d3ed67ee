import type { Facets } from './courseFacets';
import type { Option } from './FilterControls';

/** The options of a fixed list, named by `label`, with the facets' counts when they are known. */
export function fixedOptions<T extends string>(
  values: readonly T[],
  label: (value: T) => string,
  counted: { value: string; count: number }[] | undefined,
): Option[] {
  return values.map((value) => {
    const facet = counted?.find((option) => option.value === value);
    return { value, label: label(value), count: facet?.count };
  });
}

/** Top-level categories, each followed by its subcategories; chosen ones stay listed. */
export function categoryOptions(facets: Facets | undefined, selected: string[]): Option[] {
  const counted = facets?.categories ?? [];
  const options: Option[] = [];
  for (const top of counted.filter((option) => option.parent === null)) {
    options.push({ value: top.value, label: top.label, count: top.count });
    for (const child of counted.filter((option) => option.parent === top.value))
      options.push({ value: child.value, label: child.label, count: child.count, nested: true });
  }
  const listed = new Set(options.map((option) => option.value));
  for (const option of counted)
    if (!listed.has(option.value))
      options.push({ value: option.value, label: option.label, count: option.count });
  for (const slug of selected)
    if (!counted.some((option) => option.value === slug))
      options.push({ value: slug, label: slug });
  return options;
}

/** Languages by how many courses they have (the facets' order); chosen ones stay listed. */
export function languageOptions(facets: Facets | undefined, selected: string[]): Option[] {
  const counted = facets?.languages ?? [];
  return [
    ...counted.map(({ value, label, count }) => ({ value, label, count })),
    ...selected
      .filter((language) => !counted.some((option) => option.value === language))
      .map((language) => ({ value: language, label: language })),
  ];
}
