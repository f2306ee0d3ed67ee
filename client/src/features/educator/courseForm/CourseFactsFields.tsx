import {
  Badge,
  Box,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useId } from 'react';
import { COURSE_FACT_LIMITS, LANGUAGE_MAX_LENGTH } from '../../../../../shared/course-facts';
import { RepeatableTextRows } from '../../../components/RepeatableTextRows';
import { useCategoryTreeQuery } from '../../discovery/category.generated';
import type { CourseLevel } from '../../../generated/types';
import { courseLevelLabel, COURSE_LEVELS } from '../../courses/courseLevel';
import { parseTags, type CourseDraft, type CourseField } from './courseDraft';
import { formatCount } from '../../../lib/format';
import { useT } from '../courseEditor.i18n';

/** Languages the Language field suggests, as stored on a course (names, not texts); any other may be typed. */
const COMMON_LANGUAGES = [
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

/** The course's stored category, offered as a choice even before (or without) the category list. */
export interface CurrentCategory {
  id: string;
  name: string;
}

interface CourseFactsFieldsProps {
  draft: CourseDraft;
  errors: Partial<Record<CourseField, string>>;
  onChange: (patch: Partial<CourseDraft>) => void;
  /** Drops the problems an edit has made stale (see RepeatableTextRows). */
  onClearErrors?: (fields: CourseField[]) => void;
  /** Edit Course: the category the course is filed under. */
  currentCategory?: CurrentCategory | null;
}

/**
 * What learners find and read a course by, shared by Add and Edit: category (subcategories grouped
 * under their top-level category), level, language, tags, "What you'll learn" and requirements.
 */
export function CourseFactsFields({
  draft,
  errors,
  onChange,
  onClearErrors,
  currentCategory,
}: CourseFactsFieldsProps) {
  const t = useT();
  const languagesId = useId();
  const tags = parseTags(draft.tags);
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <CategorySelect
          value={draft.categoryId}
          current={currentCategory ?? null}
          error={errors.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
        <Field.Root invalid={Boolean(errors.level)}>
          <Field.Label>{t('courseEditor.facts.level')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="level"
              value={draft.level}
              onChange={(event) => onChange({ level: event.target.value as CourseLevel })}
            >
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {courseLevelLabel(level)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.level}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.language)}>
          <Field.Label>{t('courseEditor.facts.language')}</Field.Label>
          <Input
            name="language"
            list={languagesId}
            autoComplete="off"
            maxLength={LANGUAGE_MAX_LENGTH}
            value={draft.language}
            onChange={(event) => onChange({ language: event.target.value })}
          />
          <datalist id={languagesId}>
            {COMMON_LANGUAGES.map((language) => (
              <option key={language} value={language} />
            ))}
          </datalist>
          <Field.HelperText>{t('courseEditor.facts.languageHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.language}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.tags)}>
          <Field.Label>{t('courseEditor.facts.tags')}</Field.Label>
          <Input
            name="tags"
            placeholder={t('courseEditor.facts.tagsPlaceholder')}
            value={draft.tags}
            onChange={(event) => onChange({ tags: event.target.value })}
          />
          <Field.HelperText>
            {t('courseEditor.facts.tagsHelp', {
              count: formatCount(COURSE_FACT_LIMITS.tags.count),
              length: formatCount(COURSE_FACT_LIMITS.tags.length),
            })}
          </Field.HelperText>
          <Field.ErrorText>{errors.tags}</Field.ErrorText>
          {tags.length > 0 && (
            <HStack
              as="ul"
              listStyleType="none"
              gap="1.5"
              wrap="wrap"
              aria-label={t('courseEditor.facts.tagsToSave')}
            >
              {tags.map((tag, index) => (
                <Box as="li" key={`${index}-${tag}`} maxW="full" minW="0">
                  <Badge
                    variant="subtle"
                    colorPalette="brand"
                    rounded="full"
                    px="2"
                    maxW="full"
                    title={tag}
                  >
                    <Box as="span" truncate>
                      {tag}
                    </Box>
                  </Badge>
                </Box>
              ))}
            </HStack>
          )}
        </Field.Root>
      </SimpleGrid>
      <RepeatableTextRows
        name="learningPoints"
        legend={t('courseEditor.facts.learningPoints')}
        itemLabel={t('courseEditor.facts.learningPoint')}
        addLabel={t('courseEditor.facts.addLearningPoint')}
        inputProps={{ placeholder: t('courseEditor.facts.learningPointPlaceholder') }}
        max={COURSE_FACT_LIMITS.learningPoints.count}
        maxLength={COURSE_FACT_LIMITS.learningPoints.length}
        values={draft.learningPoints}
        errors={errors}
        onChange={(learningPoints) => onChange({ learningPoints })}
        onClearErrors={(fields) => onClearErrors?.(fields as CourseField[])}
      />
      <RepeatableTextRows
        name="requirements"
        legend={t('courseEditor.facts.requirements')}
        itemLabel={t('courseEditor.facts.requirement')}
        addLabel={t('courseEditor.facts.addRequirement')}
        inputProps={{ placeholder: t('courseEditor.facts.requirementPlaceholder') }}
        max={COURSE_FACT_LIMITS.requirements.count}
        maxLength={COURSE_FACT_LIMITS.requirements.length}
        values={draft.requirements}
        errors={errors}
        onChange={(requirements) => onChange({ requirements })}
        onClearErrors={(fields) => onClearErrors?.(fields as CourseField[])}
      />
    </Stack>
  );
}

/**
 * The category: subcategories under their top-level category (<optgroup>), from the category tree
 * the catalog caches too. A course filed under a top-level category keeps it as a choice of its
 * group; while the tree loads, or if it fails, the course's own category stays the choice shown.
 */
function CategorySelect({
  value,
  current,
  error,
  onChange,
}: {
  value: string;
  current: CurrentCategory | null;
  error?: string;
  onChange: (categoryId: string) => void;
}) {
  const t = useT();
  const { data, error: loadError } = useCategoryTreeQuery();
  const tree = data?.categories ?? [];
  const inTree = tree.some(
    (top) => top.id === value || top.children.some((child) => child.id === value),
  );
  const stray = value && !inTree && current?.id === value ? current : null;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('courseEditor.facts.category')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="categoryId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('courseEditor.facts.noCategory')}</option>
          {stray && <option value={stray.id}>{stray.name}</option>}
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
        <Field.HelperText color="fg.error">
          {t('courseEditor.facts.categoriesFailed')}
        </Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
