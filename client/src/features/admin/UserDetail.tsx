import { Button, Card, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import {
  useAdminRefundPurchaseMutation,
  useAdminUserQuery,
  useDisableUserMutation,
  useEnableUserMutation,
  useLiftHoldMutation,
  useSetUserRoleMutation,
  AdminUserDocument,
  type AdminUserDetailFieldsFragment,
} from './admin.generated';
import type { Role } from '../../generated/types';
import { useAuth } from '../auth/authContext';
import { ErrorView } from '../educator/StatusViews';
import { errorMessage } from '../../lib/errorMessage';
import { formatCount, formatDate, formatMoney } from '../../lib/format';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { AccountBadges, ROLES, roleLabel } from './AccountBadges';
import { HoldNotice, liftRequest } from './HoldNotice';
import { UserEnrollments, UserPurchases } from './UserLearningSections';
import { useT } from './i18n';

type Purchase = AdminUserDetailFieldsFragment['purchases'][number];

/** One user: their learning and purchases, role, access, and refunds on their behalf. */
export function UserDetail({
  userId,
  onBack,
  onChanged,
}: {
  userId: string;
  onBack: () => void;
  onChanged: () => void;
}) {
  const t = useT();
  const { user: me } = useAuth();
  const { data, error, refetch } = useAdminUserQuery({
    variables: { id: userId },
    fetchPolicy: 'cache-and-network',
  });
  const [setRole] = useSetUserRoleMutation();
  const [disable] = useDisableUserMutation();
  const [enable] = useEnableUserMutation();
  const [liftHold] = useLiftHoldMutation({
    refetchQueries: [{ query: AdminUserDocument, variables: { id: userId } }],
    awaitRefetchQueries: true,
  });
  const [refund] = useAdminRefundPurchaseMutation({
    refetchQueries: [{ query: AdminUserDocument, variables: { id: userId } }],
    awaitRefetchQueries: true,
  });
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const user = data?.adminUser;
  const self = me?.id === userId;

  const back = (
    <Button variant="outline" size="sm" alignSelf="flex-start" onClick={onBack}>
      {t('admin.user.back')}
    </Button>
  );
  if (!user)
    return (
      <Stack gap="4">
        {back}
        {error ? (
          <ErrorView
            message={errorMessage(error, t('admin.user.loadFailed'))}
            onRetry={() => void refetch()}
          />
        ) : (
          <Text color="fg.muted">{t('admin.user.loading')}</Text>
        )}
      </Stack>
    );

  const done = (message: string) => {
    showToast('success', message);
    onChanged();
  };

  function askRole(role: Role) {
    // Making someone a learner holds: they cannot become an educator again until an admin lifts it.
    const demotion = role === 'STUDENT';
    const change = { from: roleLabel(user!.role), to: roleLabel(role) };
    setRequest({
      title: t('admin.user.roleTitle', { name: user!.name, role }),
      description: demotion
        ? t('admin.user.demoteDescription', change)
        : t(
            user!.roleHold ? 'admin.user.roleDescriptionHeld' : 'admin.user.roleDescription',
            change,
          ),
      confirmLabel: t('admin.user.changeRole'),
      reasonRequired: demotion,
      onConfirm: async (reason) => {
        await setRole({ variables: { userId, role, reason: reason || null } });
        done(t('admin.user.roleChanged', { name: user!.name, role }));
      },
    });
  }

  function askLift(holdId: string) {
    setRequest(
      liftRequest(
        t('admin.user.liftTitle', { name: user!.name }),
        t('admin.user.liftAllows'),
        async (reason) => {
          await liftHold({ variables: { holdId, reason: reason || null } });
          done(t('admin.user.lifted', { name: user!.name }));
        },
      ),
    );
  }

  function askAccess() {
    if (user!.disabledAt)
      setRequest({
        title: t('admin.user.enableTitle', { name: user!.name }),
        description: t('admin.user.enableDescription'),
        confirmLabel: t('admin.user.enable'),
        reasonRequired: false,
        onConfirm: async (reason) => {
          await enable({ variables: { userId, reason: reason || null } });
          done(t('admin.user.enabled', { name: user!.name }));
        },
      });
    else
      setRequest({
        title: t('admin.user.disableTitle', { name: user!.name }),
        description: t('admin.user.disableDescription'),
        confirmLabel: t('admin.user.disable'),
        reasonRequired: true,
        danger: true,
        onConfirm: async (reason) => {
          await disable({ variables: { userId, reason } });
          done(t('admin.user.disabled', { name: user!.name }));
        },
      });
  }

  function askRefund(purchase: Purchase) {
    setRequest({
      title: t('admin.user.refundTitle', {
        amount: formatMoney(purchase.amount, purchase.currency),
      }),
      description: t('admin.user.refundDescription', {
        course: purchase.courseTitle,
        name: user!.name,
      }),
      confirmLabel: t('admin.user.refund'),
      reasonRequired: true,
      danger: true,
      onConfirm: async (reason) => {
        const result = await refund({ variables: { purchaseId: purchase.id, reason } });
        done(result.data?.adminRefundPurchase.message ?? t('admin.user.refunded'));
      },
    });
  }

  return (
    <Stack gap="5">
      {back}
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            {user.name}
          </Heading>
          <Text overflowWrap="anywhere">{user.email}</Text>
          <HStack gap="1" flexWrap="wrap">
            <AccountBadges user={user} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[
              t('admin.user.joined', { date: formatDate(user.createdAt) }),
              user.disabledAt && t('admin.user.disabledOn', { date: formatDate(user.disabledAt) }),
              user.courseCount > 0 &&
                t('admin.user.teaches', {
                  count: user.courseCount,
                  n: formatCount(user.courseCount),
                }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {user.roleHold && (
            <HoldNotice
              hold={user.roleHold}
              title={t('admin.user.holdTitle')}
              consequence={t('admin.user.holdConsequence')}
              onLift={self ? undefined : () => askLift(user.roleHold!.id)}
              liftLabel={t('admin.user.liftRoleHold')}
            />
          )}
          {self ? (
            <Text fontSize="sm" color="fg.muted">
              {t('admin.user.self')}
            </Text>
          ) : (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
              <Field.Root maxW={{ sm: '48' }}>
                <Field.Label>{t('admin.user.role')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={user.role}
                    onChange={(event) => askRole(event.target.value as Role)}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button
                size="sm"
                variant="outline"
                colorPalette={user.disabledAt ? 'brand' : 'red'}
                onClick={askAccess}
              >
                {t(user.disabledAt ? 'admin.user.enable' : 'admin.user.disable')}
              </Button>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>

      <UserEnrollments enrollments={user.enrollments} />
      <UserPurchases purchases={user.purchases} onRefund={askRefund} />
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </Stack>
  );
}
