/**
 * LinkedIn's documented "Add to profile" link for a certification: it opens the learner's profile
 * with the form filled in. Issue month and year are the completion date's, in UTC like the
 * certificate prints it.
 */
export function linkedInAddToProfileUrl(certificate: {
  name: string;
  organizationName: string;
  issuedAt: Date;
  certUrl: string;
  certId: string;
}): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.name,
    organizationName: certificate.organizationName,
    issueYear: String(certificate.issuedAt.getUTCFullYear()),
    issueMonth: String(certificate.issuedAt.getUTCMonth() + 1),
    certUrl: certificate.certUrl,
    certId: certificate.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
