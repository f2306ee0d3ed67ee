import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { COUPON_CODE_MAX, COUPON_CODE_MIN } from '../../../../shared/coupon-code';
import type { CouponKind } from '../../generated/types';
import { fieldProblems } from '../../lib/graphqlErrors';
import { errorMessage } from '../../lib/errorMessage';
import { showToast } from '../../components/ui/toaster';
import { useCurrency } from '../../lib/useCurrency';
import {
  couponProblems,
  type CouponDraft,
  type CouponErrors,
  type CouponField,
} from './couponDraft';
import { couponKindLabels } from './couponText';
import { useT } from './i18n';

interface CouponFormProps {
  initial: CouponDraft;
  courses: { id: string; courseTitle: string }[];
  submitLabel: string;
  /** Saves the draft; a refusal from the server is shown on its fields. */
  onSubmit: (draft: CouponDraft) => Promise<unknown>;
  onCancel?: () => void;
}

const FIELDS: readonly CouponField[] = [
  'code',
  'kind',
  'value',
  'courseId',
  'startsAt',
  'endsAt',
  'maxRedemptions',
];

/** Create or edit a coupon: checked as typed by the server's rules, then the server's own field errors. */
export function CouponForm({ initial, courses, submitLabel, onSubmit, onCancel }: CouponFormProps) {
  const t = useT();
  const currency = useCurrency();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<CouponErrors>({});
  const [saving, setSaving] = useState(false);

  function change(patch: Partial<CouponDraft>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A shown error clears as soon as its field is right.
    const now = couponProblems(next);
    setErrors((shown) => {
      const still: CouponErrors = {};
      for (const field of Object.keys(shown) as CouponField[])
        if (now[field]) still[field] = now[field];
      return still;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = couponProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await onSubmit(draft);
      setDraft(initial);
    } catch (error) {
      const fromServer = fieldProblems(error).filter((p) =>
        FIELDS.includes(p.field as CouponField),
      );
      if (fromServer.length)
        setErrors(Object.fromEntries(fromServer.map((p) => [p.field, p.message])));
      else showToast('error', errorMessage(error, t('coupons.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  const valueLabel =
    draft.kind === 'PERCENT_OFF'
      ? t('coupons.percentOff')
      : t(draft.kind === 'AMOUNT_OFF' ? 'coupons.amountOffIn' : 'coupons.finalPriceIn', {
          currency,
        });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={submitLabel}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Field.Root required invalid={Boolean(errors.code)}>
            <Field.Label>
              {t('coupons.code')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="code"
              value={draft.code}
              maxLength={COUPON_CODE_MAX + 8}
              autoCapitalize="characters"
              placeholder={t('coupons.codePlaceholder')}
              onChange={(e) => change({ code: e.target.value })}
            />
            <Field.HelperText>
              {t('coupons.codeHelp', { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX })}
            </Field.HelperText>
            <Field.ErrorText>{errors.code}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.kind)}>
            <Field.Label>{t('coupons.kind')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="kind"
                value={draft.kind}
                onChange={(e) => change({ kind: e.currentTarget.value as CouponKind })}
              >
                {couponKindLabels().map(({ kind, label }) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.kind}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.value)}>
            <Field.Label>
              {valueLabel} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="value"
              type="number"
              inputMode="decimal"
              min={0}
              step={draft.kind === 'PERCENT_OFF' ? 1 : 0.01}
              value={draft.value}
              onChange={(e) => change({ value: e.target.value })}
            />
            <Field.ErrorText>{errors.value}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.courseId)}>
            <Field.Label>{t('coupons.course')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="courseId"
                value={draft.courseId}
                onChange={(e) => change({ courseId: e.currentTarget.value })}
              >
                <option value="">{t('coupons.allCourses')}</option>
                {courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.courseTitle}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.courseId}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.startsAt)}>
            <Field.Label>{t('coupons.startsOptional')}</Field.Label>
            <Input
              name="startsAt"
              type="datetime-local"
              value={draft.startsAt}
              onChange={(e) => change({ startsAt: e.target.value })}
            />
            <Field.ErrorText>{errors.startsAt}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.endsAt)}>
            <Field.Label>{t('coupons.endsOptional')}</Field.Label>
            <Input
              name="endsAt"
              type="datetime-local"
              value={draft.endsAt}
              onChange={(e) => change({ endsAt: e.target.value })}
            />
            <Field.ErrorText>{errors.endsAt}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.maxRedemptions)}>
            <Field.Label>{t('coupons.maxRedemptionsOptional')}</Field.Label>
            <Input
              name="maxRedemptions"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder={t('coupons.noLimit')}
              value={draft.maxRedemptions}
              onChange={(e) => change({ maxRedemptions: e.target.value })}
            />
            <Field.ErrorText>{errors.maxRedemptions}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText={t('coupons.saving')}
          >
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('coupons.cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
