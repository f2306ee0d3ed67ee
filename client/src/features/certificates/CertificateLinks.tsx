import { Button, HStack, type StackProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { certificatePagePath } from '../../../../shared/certificate-paths';
import { useT } from './i18n';

interface Props extends StackProps {
  certificate: { id: string; pdfUrl: string };
  courseTitle: string;
  size?: 'xs' | 'sm' | 'md';
}

/** "Download certificate" (the PDF) and "View certificate" (its public page) for one course. */
export function CertificateLinks({ certificate, courseTitle, size = 'sm', ...props }: Props) {
  const t = useT();
  return (
    <HStack gap="2" wrap="wrap" {...props}>
      <Button asChild size={size} variant="outline" colorPalette="brand">
        <a
          href={certificate.pdfUrl}
          download
          aria-label={t('certificates.downloadCertificateLabel', { title: courseTitle })}
        >
          {t('certificates.downloadCertificate')}
        </a>
      </Button>
      <Button asChild size={size} variant="ghost" colorPalette="brand">
        <RouterLink
          to={certificatePagePath(certificate.id)}
          aria-label={t('certificates.viewCertificateLabel', { title: courseTitle })}
        >
          {t('certificates.viewCertificate')}
        </RouterLink>
      </Button>
    </HStack>
  );
}
