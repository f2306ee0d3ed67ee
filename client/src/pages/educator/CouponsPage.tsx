import { Card, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/ui/toaster';
import { CouponForm } from '../../features/coupons/CouponForm';
import { CouponList } from '../../features/coupons/CouponList';
import { couponInput, draftOf, EMPTY_COUPON } from '../../features/coupons/couponDraft';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
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
  usePageTitle('Coupons');
  const { data, error, refetch } = useMyCouponsQuery({ fetchPolicy: 'cache-and-network' });
  const courses = useCouponCoursesQuery({ fetchPolicy: 'cache-first' }).data?.educatorCourses ?? [];
  const [createCoupon] = useCreateCouponMutation({ refetchQueries: [MyCouponsDocument] });
  const [updateCoupon] = useUpdateCouponMutation();
  const [deactivateCoupon] = useDeactivateCouponMutation();
  const [editing, setEditing] = useState<CouponRowFragment | null>(null);

  async function deactivate(coupon: CouponRowFragment) {
    try {
      await deactivateCoupon({ variables: { id: coupon.id } });
      showToast('success', `${coupon.code} deactivated: it is refused from now on`);
    } catch (e) {
      showToast('error', errorMessage(e, 'The coupon could not be deactivated'));
    }
  }

  return (
    <EducatorPage
      title="Coupons"
      intro="Codes for one of your courses or all of them. The learner pays the better of the coupon and the course's own discount."
    >
      <Stack gap="8">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              {editing ? `Edit ${editing.code}` : 'New coupon'}
            </Heading>
            {editing ? (
              <CouponForm
                key={editing.id}
                initial={draftOf(editing)}
                courses={courses}
                submitLabel="Save coupon"
                onCancel={() => setEditing(null)}
                onSubmit={async (draft) => {
                  await updateCoupon({ variables: { id: editing.id, input: couponInput(draft) } });
                  showToast('success', 'Coupon saved');
                  setEditing(null);
                }}
              />
            ) : (
              <CouponForm
                initial={EMPTY_COUPON}
                courses={courses}
                submitLabel="Create coupon"
                onSubmit={async (draft) => {
                  const made = await createCoupon({ variables: { input: couponInput(draft) } });
                  showToast('success', `Coupon ${made.data?.createCoupon.code ?? ''} created`);
                }}
              />
            )}
          </Card.Body>
        </Card.Root>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Your coupons
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
              message={errorMessage(error, 'Your coupons could not be loaded')}
              onRetry={() => void refetch()}
            />
          ) : (
            <PageSpinner label="Loading your coupons" />
          )}
        </Stack>
      </Stack>
    </EducatorPage>
  );
}
