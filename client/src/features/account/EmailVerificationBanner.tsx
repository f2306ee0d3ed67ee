import { Box, Button, CloseButton, Flex, Icon, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMail } from 'react-icons/lu';
import { EmailAddress } from '../../components/EmailAddress';
import { useEmailVerificationStatusQuery } from './account.generated';
import { useResendVerification } from './useResendVerification';
import { T, useT } from './i18n';

/** sessionStorage: the id of the user who dismissed the banner in this tab. */
const DISMISSED_KEY = 'brandcraft.verifyEmailBannerDismissed';

function dismissedFor(userId: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberDismissed(userId: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // Storage refused (private mode): the banner still closes for this page.
  }
}

/**
 * Under the navbar, for a signed-in user who has not confirmed their address: what to do, and a
 * way to get a new link. Dismissed, it stays away for the rest of the tab's session.
 */
export function EmailVerificationBanner() {
  // Not joined to an identical request in flight: a confirmation asks again (VerifyEmailResult),
  // and the answer read before it must be dropped, not shared.
  const t = useT();
  const { data } = useEmailVerificationStatusQuery({ context: { queryDeduplication: false } });
  const { resend, loading, outcome } = useResendVerification();
  const me = data?.me;
  const [dismissed, setDismissed] = useState(false);

  if (!me || me.emailVerified || dismissed || dismissedFor(me.id) || outcome.status === 'verified')
    return null;

  const note =
    outcome.status === 'sent' ? (
      <T id="account.newLinkSent" components={{ 0: <EmailAddress email={me.email} /> }} />
    ) : outcome.status === 'failed' ? (
      outcome.message
    ) : null;

  return (
    <Box
      as="section"
      aria-label={t('account.emailConfirmation')}
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="brand.200"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="3"
        gap={{ base: '2', md: '4' }}
        align="center"
        wrap="wrap"
      >
        <Icon color="brand.700" hideBelow="sm" aria-hidden>
          <LuMail />
        </Icon>
        <Text flex="1" minW="48" fontSize="sm">
          <T
            id="account.confirmEmailBanner"
            components={{ 0: <EmailAddress email={me.email} strong /> }}
          />
        </Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={loading}
          loadingText={t('account.sending')}
          disabled={outcome.status === 'sent'}
          onClick={() => void resend()}
        >
          {t('account.resendShort')}
        </Button>
        <CloseButton
          size="sm"
          aria-label={t('account.dismiss')}
          onClick={() => {
            rememberDismissed(me.id);
            setDismissed(true);
          }}
        />
        {note && (
          <Text
            role={outcome.status === 'failed' ? 'alert' : 'status'}
            w="full"
            fontSize="sm"
            color={outcome.status === 'failed' ? 'red.fg' : 'green.fg'}
          >
            {note}
          </Text>
        )}
      </Flex>
    </Box>
  );
}
