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
import { formatDate, formatMoney } from '../../lib/format';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { AccountBadges, ROLE_LABELS } from './AccountBadges';
import { HoldNotice, liftRequest } from './HoldNotice';
import { UserEnrollments, UserPurchases } from './UserLearningSections';

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
      Back to users
    </Button>
  );
  if (!user)
    return (
      <Stack gap="4">
        {back}
        {error ? (
          <ErrorView
            message={errorMessage(error, 'This user could not be loaded')}
            onRetry={() => void refetch()}
          />
        ) : (
          <Text color="fg.muted">Loading user…</Text>
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
    setRequest({
      title: `Make ${user!.name} ${ROLE_LABELS[role].toLowerCase()}?`,
      description: demotion
        ? `Their role changes from ${ROLE_LABELS[user!.role]} to ${ROLE_LABELS[role]}, and is held: they cannot become an educator again themselves until an admin lifts the hold. They are shown your reason.`
        : `Their role changes from ${ROLE_LABELS[user!.role]} to ${ROLE_LABELS[role]}.${user!.roleHold ? ' This ends the hold on their role.' : ''}`,
      confirmLabel: 'Change role',
      reasonRequired: demotion,
      onConfirm: async (reason) => {
        await setRole({ variables: { userId, role, reason: reason || null } });
        done(`${user!.name} is now ${ROLE_LABELS[role].toLowerCase()}`);
      },
    });
  }

  function askLift(holdId: string) {
    setRequest(
      liftRequest(
        `${user!.name}’s role`,
        'They may become an educator again themselves; their role stays Learner until they do.',
        async (reason) => {
          await liftHold({ variables: { holdId, reason: reason || null } });
          done(`${user!.name} may become an educator again`);
        },
      ),
    );
  }

  function askAccess() {
    if (user!.disabledAt)
      setRequest({
        title: `Enable ${user!.name}?`,
        description:
          'They can sign in again. Sessions and API tokens ended when disabling stay ended.',
        confirmLabel: 'Enable account',
        reasonRequired: false,
        onConfirm: async (reason) => {
          await enable({ variables: { userId, reason: reason || null } });
          done(`${user!.name} can sign in again`);
        },
      });
    else
      setRequest({
        title: `Disable ${user!.name}?`,
        description:
          'They are signed out everywhere at once, their API tokens stop working, and they cannot sign in until enabled again.',
        confirmLabel: 'Disable account',
        reasonRequired: true,
        danger: true,
        onConfirm: async (reason) => {
          await disable({ variables: { userId, reason } });
          done(`${user!.name} is disabled and signed out everywhere`);
        },
      });
  }

  function askRefund(purchase: Purchase) {
    setRequest({
      title: `Refund ${formatMoney(purchase.amount, purchase.currency)}?`,
      description: `${purchase.courseTitle}: the money goes back through the payment provider, and ${user!.name} loses access to the course, their progress and any certificate. The same refund rule as theirs applies (within the refund window, once per course).`,
      confirmLabel: 'Refund',
      reasonRequired: true,
      danger: true,
      onConfirm: async (reason) => {
        const result = await refund({ variables: { purchaseId: purchase.id, reason } });
        done(result.data?.adminRefundPurchase.message ?? 'Refunded');
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
            Joined {formatDate(user.createdAt)}
            {user.disabledAt && ` · disabled ${formatDate(user.disabledAt)}`}
            {user.courseCount > 0 &&
              ` · teaches ${user.courseCount} course${user.courseCount === 1 ? '' : 's'}`}
          </Text>
          {user.roleHold && (
            <HoldNotice
              hold={user.roleHold}
              title="Role held by an admin"
              consequence="They cannot become an educator again themselves."
              onLift={self ? undefined : () => askLift(user.roleHold!.id)}
              liftLabel="Lift role hold"
            />
          )}
          {self ? (
            <Text fontSize="sm" color="fg.muted">
              This is your account: another admin can change its role or disable it.
            </Text>
          ) : (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
              <Field.Root maxW={{ sm: '48' }}>
                <Field.Label>Role</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={user.role}
                    onChange={(event) => askRole(event.target.value as Role)}
                  >
                    {(Object.keys(ROLE_LABELS) as Role[]).map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
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
                {user.disabledAt ? 'Enable account' : 'Disable account'}
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
