import { Badge, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useInstructorCourseCategoriesQuery } from '../../../generated/discovery';
import { COURSE_LEVEL_LABELS, COURSE_LEVELS } from '../../courses/courseLevel';
import type { CourseLevel } from '../../../generated/graphql';
import { COURSE_FACT_LIMITS, parseTags, type CourseDraft, type CourseField } from './courseDraft';
import { PointListField } from './PointListField';

/** Languages the Language field suggests; any other may be typed. */
export const COMMON_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Punjabi',
  'Urdu',
  'Spanish',
  'French',
  'German',
  'Portuguese',
  'Arabic',
];

interface CourseFactsFieldsProps {
  draft: CourseDraft;
  errors: Partial<Record<CourseField, string>>;
  onChange: (patch: Partial<CourseDraft>) => void;
}

/**
 * What learners find and read a course by, shared by Add and Edit: category (subcategories grouped
 * under their top-level category), level, language, tags, "What you'll learn" and requirements.
 */
export function CourseFactsFields({ draft, errors, onChange }: CourseFactsFieldsProps) {
  const languagesId = useId();
  const tags = parseTags(draft.tags);
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <CategorySelect
          value={draft.categoryId}
          error={errors.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
        <Field.Root invalid={Boolean(errors.level)}>
          <Field.Label>Level</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="level"
              value={draft.level}
              onChange={(event) => onChange({ level: event.target.value as CourseLevel })}
            >
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {COURSE_LEVEL_LABELS[level]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.level}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.language)}>
          <Field.Label>
            Language <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="language"
            list={languagesId}
            autoComplete="off"
            maxLength={COURSE_FACT_LIMITS.language.length}
            value={draft.language}
            onChange={(event) => onChange({ language: event.target.value })}
          />
          <datalist id={languagesId}>
            {COMMON_LANGUAGES.map((language) => (
              <option key={language} value={language} />
            ))}
          </datalist>
          <Field.HelperText>The language the course is taught in.</Field.HelperText>
          <Field.ErrorText>{errors.language}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.tags)}>
          <Field.Label>Tags</Field.Label>
          <Input
            name="tags"
            placeholder="seo, content strategy, linkedin"
            value={draft.tags}
            onChange={(event) => onChange({ tags: event.target.value })}
          />
          <Field.HelperText>
            Separate them with commas: up to {COURSE_FACT_LIMITS.tags.count}, of up to{' '}
            {COURSE_FACT_LIMITS.tags.length} characters each.
          </Field.HelperText>
          <Field.ErrorText>{errors.tags}</Field.ErrorText>
          {tags.length > 0 && (
            <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap" aria-label="Tags to save">
              {tags.map((tag, index) => (
                <li key={`${index}-${tag}`}>
                  <Badge variant="subtle" colorPalette="brand" rounded="full" px="2">
                    {tag}
                  </Badge>
                </li>
              ))}
            </HStack>
          )}
        </Field.Root>
      </SimpleGrid>
      <PointListField
        field="learningPoints"
        legend="What you'll learn"
        itemLabel="Learning point"
        addLabel="Add learning point"
        placeholder="e.g. Write a positioning statement"
        max={COURSE_FACT_LIMITS.learningPoints.count}
        maxLength={COURSE_FACT_LIMITS.learningPoints.length}
        points={draft.learningPoints}
        errors={errors}
        onChange={(learningPoints) => onChange({ learningPoints })}
      />
      <PointListField
        field="requirements"
        legend="Requirements"
        itemLabel="Requirement"
        addLabel="Add requirement"
        placeholder="e.g. No marketing experience needed"
        max={COURSE_FACT_LIMITS.requirements.count}
        maxLength={COURSE_FACT_LIMITS.requirements.length}
        points={draft.requirements}
        errors={errors}
        onChange={(requirements) => onChange({ requirements })}
      />
    </Stack>
  );
}

/**
 * The category: subcategories under their top-level category (<optgroup>). A course filed under a
 * top-level category keeps it as a choice of its group.
 */
function CategorySelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (categoryId: string) => void;
}) {
  const { data, error: loadError } = useInstructorCourseCategoriesQuery();
  const tree = data?.categories ?? [];
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Category</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="categoryId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">No category</option>
          {tree.map((top) => (
            <optgroup key={top.id} label={top.name}>
              {top.id === value && <option value={top.id}>{top.name}</option>}
              {top.children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {loadError && !data && (
        <Field.HelperText color="fg.error">The categories could not be loaded.</Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
