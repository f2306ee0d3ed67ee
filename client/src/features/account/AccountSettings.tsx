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
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { ProfileForm } from './ProfileForm';
import { ResendVerificationLink } from './ResendVerificationLink';
import { SignedInDevices } from './SignedInDevices';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';

/** Only integrators use it: its code loads apart from the account page's. */
const ApiTokensSection = lazy(() => import('./apiTokens/ApiTokensSection'));

/**
 * The signed-in user's account, one card each: profile, avatar, email, password, signed-in devices, mail
 * preferences (educators and admins), purchases, API tokens, a copy of their data and deleting
 * the account.
 */
export function AccountSettings() {
  const { user } = useAuth();
  const status = useEmailVerificationStatusQuery({ skip: !user });
  if (!user) return null;
  const verified = status.data?.me?.emailVerified;

  return (
    <Stack gap="6">
      <AccountSection title="Profile" description="Your name as learners and educators see it.">
        <ProfileForm user={user} />
      </AccountSection>
      <AccountSection title="Avatar" description="The picture beside your name.">
        <AvatarForm user={user} />
      </AccountSection>
      <AccountSection
        title="Email"
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span">
              You sign in with <EmailAddress email={user.email} />.
            </Text>
            {verified !== undefined && (
              <Badge colorPalette={verified ? 'green' : 'orange'}>
                {verified ? 'Confirmed' : 'Not confirmed'}
              </Badge>
            )}
          </HStack>
        }
      >
        {verified === false && <ResendVerificationLink email={user.email} />}
        <ChangeEmailForm currentEmail={user.email} />
      </AccountSection>
      <AccountSection
        title="Password"
        description="Changing it signs you out on every other device."
      >
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection
        title="Signed-in devices"
        description="Where your account is signed in. Don't recognise one? Sign it out, then change your password. Places are shown as network blocks, not towns."
      >
        <SignedInDevices />
        <SignOutEverywhereButton />
      </AccountSection>
      <AccountSection
        title="Notifications"
        description="Mail you may turn off. Receipts and security notices always come."
      >
        <NotificationPreferencesForm educator={canUseEducatorArea(user.role)} />
      </AccountSection>
      <AccountSection
        title="My purchases"
        description="Paid courses and refunds, newest first, with their receipts."
      >
        <MyPurchases />
      </AccountSection>
      <AccountSection
        title="API tokens"
        description="Personal access tokens let your own scripts and tools use the API as you, within the scopes you choose. Password changes do not end them; revoking does."
      >
        <Suspense fallback={<Skeleton height="40" />}>
          <ApiTokensSection />
        </Suspense>
      </AccountSection>
      <AccountSection
        title="Your data"
        description="Everything we store about you (profile, courses, progress, reviews, purchases, certificates, mail) as one JSON file."
      >
        <DownloadDataButton />
      </AccountSection>
      <AccountSection
        title="Delete account"
        description="Deletes your account and signs you out everywhere. Your password confirms it."
        danger
      >
        <DeleteAccountDialog />
      </AccountSection>
    </Stack>
  );
}
