import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCurrency } from '../../../lib/useCurrency';
import { isFree, type CourseDraft, type CourseField } from './courseDraft';
import { DescriptionField } from './DescriptionField';
import { useT } from '../courseEditor.i18n';

interface CourseBasicsFieldsProps {
  draft: CourseDraft;
  /** The description the editor starts with (it is read once). */
  initialDescription: string;
  errors: Partial<Record<CourseField, string>>;
  onChange: (patch: Partial<CourseDraft>) => void;
  /** The thumbnail picker (Add) or the current thumbnail (Edit). */
  thumbnail: ReactNode;
}

/** Title, description, price, discount and the thumbnail slot, shared by Add and Edit. */
export function CourseBasicsFields({
  draft,
  initialDescription,
  errors,
  onChange,
  thumbnail,
}: CourseBasicsFieldsProps) {
  const t = useT();
  const currency = useCurrency();
  const free = isFree(draft);
  return (
    <Stack gap="5">
      <Field.Root required invalid={Boolean(errors.courseTitle)}>
        <Field.Label>
          {t('courseEditor.basics.title')} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="courseTitle"
          placeholder={t('courseEditor.basics.titlePlaceholder')}
          maxLength={200}
          value={draft.courseTitle}
          onChange={(event) => onChange({ courseTitle: event.target.value })}
        />
        <Field.ErrorText>{errors.courseTitle}</Field.ErrorText>
      </Field.Root>
      <DescriptionField
        initialHtml={initialDescription}
        onChange={(courseDescription) => onChange({ courseDescription })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Field.Root required invalid={Boolean(errors.coursePrice)}>
          <Field.Label>
            {t('courseEditor.basics.price')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="coursePrice"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0"
            value={draft.coursePrice}
            onChange={(event) => onChange({ coursePrice: event.target.value })}
          />
          <Field.HelperText>{t('courseEditor.basics.priceHelp', { currency })}</Field.HelperText>
          <Field.ErrorText>{errors.coursePrice}</Field.ErrorText>
        </Field.Root>
        <Field.Root required={!free} invalid={Boolean(errors.discount)}>
          <Field.Label>
            {t('courseEditor.basics.discount')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="discount"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            placeholder="0"
            value={free ? '0' : draft.discount}
            disabled={free}
            onChange={(event) => onChange({ discount: event.target.value })}
          />
          <Field.HelperText>
            {t(free ? 'courseEditor.basics.discountFree' : 'courseEditor.basics.discountRange')}
          </Field.HelperText>
          <Field.ErrorText>{errors.discount}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {thumbnail}
    </Stack>
  );
}
