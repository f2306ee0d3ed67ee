import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { EmailAddress } from '../../components/EmailAddress';
import { useEmailVerificationStatusQuery } from './account.generated';
import { canUseEducatorArea, useAuth } from '../auth/authContext';
import { AccountSection } from './AccountSection';
import { AvatarForm } from './AvatarForm';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadDataButton } from './DownloadDataButton';
import { MyPurchases } from './MyPurchases';
import { NoticeDeliveries } from './NoticeDeliveries';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { DevicePush } from './push/DevicePush';
import { ProfileForm } from './ProfileForm';
import { ResendVerificationLink } from './ResendVerificationLink';
import { SignedInDevices } from './SignedInDevices';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';
import { T, useT } from './i18n';

/** Only integrators use it: its code loads apart from the account page's. */
const ApiTokensSection = lazy(() => import('./apiTokens/ApiTokensSection'));

/**
 * The signed-in user's account, one card each: profile, avatar, email, password, signed-in devices, mail
 * preferences (educators and admins), purchases, API tokens, a copy of their data and deleting
 * the account.
 */
export function AccountSettings() {
  const t = useT();
  const { user } = useAuth();
  const status = useEmailVerificationStatusQuery({ skip: !user });
  if (!user) return null;
  const verified = status.data?.me?.emailVerified;

  return (
    <Stack gap="6">
      <AccountSection title={t('account.profile')} description={t('account.profileAbout')}>
        <ProfileForm user={user} />
      </AccountSection>
      <AccountSection title={t('account.avatar')} description={t('account.avatarAbout')}>
        <AvatarForm user={user} />
      </AccountSection>
      <AccountSection
        title={t('account.email')}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span">
              <T id="account.signInWith" components={{ 0: <EmailAddress email={user.email} /> }} />
            </Text>
            {verified !== undefined && (
              <Badge colorPalette={verified ? 'green' : 'orange'}>
                {verified ? t('account.confirmed') : t('account.notConfirmed')}
              </Badge>
            )}
          </HStack>
        }
      >
        {verified === false && <ResendVerificationLink email={user.email} />}
        <ChangeEmailForm currentEmail={user.email} />
      </AccountSection>
      <AccountSection title={t('account.password')} description={t('account.passwordAbout')}>
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection title={t('account.devices')} description={t('account.devicesAbout')}>
        <SignedInDevices />
        <SignOutEverywhereButton />
      </AccountSection>
      <AccountSection
        title={t('account.notifications')}
        description={t('account.notificationsAbout')}
      >
        <NotificationPreferencesForm educator={canUseEducatorArea(user.role)} />
        <NoticeDeliveries />
        <DevicePush />
      </AccountSection>
      <AccountSection title={t('account.purchases')} description={t('account.purchasesAbout')}>
        <MyPurchases />
      </AccountSection>
      <AccountSection title={t('account.apiTokens')} description={t('account.apiTokensAbout')}>
        <Suspense fallback={<Skeleton height="40" />}>
          <ApiTokensSection />
        </Suspense>
      </AccountSection>
      <AccountSection title={t('account.yourData')} description={t('account.yourDataAbout')}>
        <DownloadDataButton />
      </AccountSection>
      <AccountSection
        title={t('account.deleteAccount')}
        description={t('account.deleteAccountAbout')}
        danger
      >
        <DeleteAccountDialog />
      </AccountSection>
    </Stack>
  );
}
