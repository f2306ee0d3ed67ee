import { Card, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/ui/toaster';
import { CouponForm } from '../../features/coupons/CouponForm';
import { CouponList } from '../../features/coupons/CouponList';
import { couponInput, draftOf, EMPTY_COUPON } from '../../features/coupons/couponDraft';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
import { useT } from '../../features/educator/i18n';
import {
  MyCouponsDocument,
  useCouponCoursesQuery,
  useCreateCouponMutation,
  useDeactivateCouponMutation,
  useMyCouponsQuery,
  useUpdateCouponMutation,
  type CouponRowFragment,
} from '../../features/coupons/coupons.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function CouponsPage() {
  const t = useT();
  usePageTitle(t('educator.coupons.title'));
  const { data, error, refetch } = useMyCouponsQuery({ fetchPolicy: 'cache-and-network' });
  const courses = useCouponCoursesQuery({ fetchPolicy: 'cache-first' }).data?.educatorCourses ?? [];
  const [createCoupon] = useCreateCouponMutation({ refetchQueries: [MyCouponsDocument] });
  const [updateCoupon] = useUpdateCouponMutation();
  const [deactivateCoupon] = useDeactivateCouponMutation();
  const [editing, setEditing] = useState<CouponRowFragment | null>(null);

  async function deactivate(coupon: CouponRowFragment) {
    try {
      await deactivateCoupon({ variables: { id: coupon.id } });
      showToast('success', t('educator.coupons.deactivated', { code: coupon.code }));
    } catch (e) {
      showToast('error', errorMessage(e, t('educator.coupons.deactivateError')));
    }
  }

  return (
    <EducatorPage title={t('educator.coupons.title')} intro={t('educator.coupons.intro')}>
      <Stack gap="8">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              {editing
                ? t('educator.coupons.editHeading', { code: editing.code })
                : t('educator.coupons.newHeading')}
            </Heading>
            {editing ? (
              <CouponForm
                key={editing.id}
                initial={draftOf(editing)}
                courses={courses}
                submitLabel={t('educator.coupons.save')}
                onCancel={() => setEditing(null)}
                onSubmit={async (draft) => {
                  await updateCoupon({ variables: { id: editing.id, input: couponInput(draft) } });
                  showToast('success', t('educator.coupons.saved'));
                  setEditing(null);
                }}
              />
            ) : (
              <CouponForm
                initial={EMPTY_COUPON}
                courses={courses}
                submitLabel={t('educator.coupons.create')}
                onSubmit={async (draft) => {
                  const made = await createCoupon({ variables: { input: couponInput(draft) } });
                  showToast(
                    'success',
                    t('educator.coupons.created', { code: made.data?.createCoupon.code ?? '' }),
                  );
                }}
              />
            )}
          </Card.Body>
        </Card.Root>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('educator.coupons.yours')}
          </Heading>
          {data ? (
            <CouponList
              coupons={data.myCoupons}
              onEdit={(coupon) => {
                setEditing(coupon);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDeactivate={(coupon) => void deactivate(coupon)}
            />
          ) : error ? (
            <ErrorView
              message={errorMessage(error, t('educator.coupons.loadError'))}
              onRetry={() => void refetch()}
            />
          ) : (
            <PageSpinner label={t('educator.coupons.loading')} />
          )}
        </Stack>
      </Stack>
    </EducatorPage>
  );
}
