import { CREDENTIAL_PATHS, certificatePagePath } from '../../../shared/certificate-paths';
import { SITE_NAME } from '../common/site-name';
import type { Certificate } from '../certificates/certificate.entity';
import { statusPosition } from './status-list';

/** W3C Verifiable Credentials 2.0, then Open Badges 3.0, as the OB 3.0 spec lists them. */
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXTS = [
  VC_CONTEXT,
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

/** The issuer's Open Badges `Profile`, published at its own id. */
export const issuerProfile = (origin: string) => ({
  '@context': OB_CONTEXTS,
  id: origin + CREDENTIAL_PATHS.issuer,
  type: ['Profile'],
  name: SITE_NAME,
  url: origin,
  description: `${SITE_NAME} issues a certificate to every learner who completes a course.`,
});

/** The certificate as an `OpenBadgeCredential`: built from the row alone, so it never changes. */
export function openBadgeCredential(certificate: Certificate, origin: string) {
  const { list, bit } = statusPosition(certificate.statusIndex);
  const statusList = origin + CREDENTIAL_PATHS.statusList(list);
  const { '@context': _context, ...issuer } = issuerProfile(origin);
  return {
    '@context': OB_CONTEXTS,
    id: `urn:uuid:${certificate.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Certificate of Completion: ${certificate.courseTitle}`,
    issuer,
    validFrom: certificate.completedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: certificate.learnerName,
        },
      ],
      achievement: {
        id: `urn:uuid:${certificate.courseId ?? certificate.id}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.courseTitle,
        description: `Completion of "${certificate.courseTitle}", taught by ${certificate.educatorName} on ${SITE_NAME}.`,
        criteria: {
          narrative: `Complete the course "${certificate.courseTitle}" on ${SITE_NAME}.`,
        },
      },
    },
    evidence: [
      {
        id: origin + certificatePagePath(certificate.id),
        type: ['Evidence'],
        name: 'Certificate of Completion',
      },
    ],
    credentialStatus: {
      id: `${statusList}#${bit}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(bit),
      statusListCredential: statusList,
    },
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** A revocation `BitstringStatusListCredential`, its bits as `encodeStatusList` wrote them. */
export function statusListCredential(list: number, encodedList: string, origin: string, now: Date) {
  const id = origin + CREDENTIAL_PATHS.statusList(list);
  return {
    '@context': [VC_CONTEXT],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: origin + CREDENTIAL_PATHS.issuer,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
  };
}
