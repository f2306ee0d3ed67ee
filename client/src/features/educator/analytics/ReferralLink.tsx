import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { REFERRAL_PARAM } from '../../../../../shared/attribution';
import { showToast } from '../../../components/ui/toaster';

/** The educator's own link to a course: sales through it show as "Your referral link". */
export function ReferralLink({ code, courseId }: { code: string; courseId: string | null }) {
  const link = `${window.location.origin}/course/${courseId ?? '{course id}'}?${REFERRAL_PARAM}=${code}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', 'Referral link copied');
    } catch {
      showToast('error', 'Could not copy: select the link and copy it');
    }
  }
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Your referral link</Field.Label>
        <HStack width="full" gap="2">
          <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} minW="0" />
          <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
            Copy link
          </Button>
        </HStack>
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        {courseId
          ? 'Share it: visits and sales through it count as your own link in top sources.'
          : `Add ?${REFERRAL_PARAM}=${code} to any of your course links; choose a course above for its link.`}
      </Text>
    </Stack>
  );
}
