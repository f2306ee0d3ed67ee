import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useEmailVerificationStatusQuery } from '../../generated/account';
import { useAuth } from '../auth/authContext';
import { AccountSection } from './AccountSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { ResendVerificationLink } from './ResendVerificationLink';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';

/** The signed-in user's account: profile, email, password and sessions, one card each. */
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
      <AccountSection
        title="Email"
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span" overflowWrap="anywhere">
              You sign in with {user.email}.
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
        title="Sessions"
        description="Lost a device, or signed in somewhere you should not have? Sign out everywhere, this device included."
      >
        <SignOutEverywhereButton />
      </AccountSection>
    </Stack>
  );
}
