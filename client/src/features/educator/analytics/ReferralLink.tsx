import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { REFERRAL_PARAM } from '../../../../../shared/attribution';
import { showToast } from '../../../components/ui/toaster';
import { useT } from '../i18n';

/** The educator's own link to a course: sales through it show as "Your referral link". */
export function ReferralLink({ code, courseId }: { code: string; courseId: string | null }) {
  const t = useT();
  const course = courseId ?? t('educator.referral.courseIdPlaceholder');
  const link = `${window.location.origin}/course/${course}?${REFERRAL_PARAM}=${code}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', t('educator.referral.copied'));
    } catch {
      showToast('error', t('educator.referral.copyError'));
    }
  }
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{t('educator.referral.label')}</Field.Label>
        <HStack width="full" gap="2">
          <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} minW="0" />
          <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
            {t('educator.referral.copy')}
          </Button>
        </HStack>
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        {courseId
          ? t('educator.referral.shareHint')
          : t('educator.referral.addHint', { param: REFERRAL_PARAM, code })}
      </Text>
    </Stack>
  );
}
