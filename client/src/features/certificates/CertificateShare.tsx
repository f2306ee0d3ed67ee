import { Button, HStack, type StackProps } from '@chakra-ui/react';
import { certificatePagePath } from '../../../../shared/certificate-paths';
import { linkedInAddToProfileUrl } from '../../../../shared/linkedin';
import { showToast } from '../../components/ui/toaster';
import { SITE_NAME } from '../../lib/usePageTitle';
import { useT } from './i18n';

interface Props extends StackProps {
  certificate: { id: string; courseTitle: string; completedAt: string };
  size?: 'xs' | 'sm' | 'md';
}

/** "Add to LinkedIn profile" (LinkedIn's add-certification form, filled in) and "Copy link" to the public page. */
export function CertificateShare({ certificate, size = 'sm', ...props }: Props) {
  const t = useT();
  const pageUrl = window.location.origin + certificatePagePath(certificate.id);
  const linkedIn = linkedInAddToProfileUrl({
    name: certificate.courseTitle,
    organizationName: SITE_NAME,
    issuedAt: new Date(certificate.completedAt),
    certUrl: pageUrl,
    certId: certificate.id,
  });
  async function copy() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      showToast('success', t('certificates.linkCopied'));
    } catch {
      showToast('error', t('certificates.copyFailed', { url: pageUrl }));
    }
  }
  return (
    <HStack gap="2" wrap="wrap" {...props}>
      <Button asChild size={size} colorPalette="blue" variant="solid">
        <a
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('certificates.addToLinkedInLabel', { title: certificate.courseTitle })}
        >
          {t('certificates.addToLinkedIn')}
        </a>
      </Button>
      <Button
        size={size}
        variant="outline"
        onClick={() => void copy()}
        aria-label={t('certificates.copyLinkLabel', { title: certificate.courseTitle })}
      >
        {t('certificates.copyLink')}
      </Button>
    </HStack>
  );
}
