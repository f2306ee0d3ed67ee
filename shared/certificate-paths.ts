/**
 * Where anyone verifies a certificate (the client's page, whose address the PDF prints) and where
 * its PDF is downloaded (the server's route).
 */
export const certificatePagePath = (id: string) => `/certificate/${id}`;
export const certificatePdfPath = (id: string) => `/certificates/${id}.pdf`;

/** The certificate as a signed Open Badges 3.0 credential: enveloped in JSON, or the bare VC-JOSE JWT. */
export const certificateCredentialPath = (id: string, format: 'json' | 'jwt') =>
  `/certificates/${id}.${format}`;

/** Where verifiers find the issuer's profile, its public keys and the revocation status lists. */
export const CREDENTIAL_PATHS = {
  issuer: '/credentials/issuer',
  jwks: '/credentials/jwks.json',
  statusList: (list: number) => `/credentials/status/${list}`,
};
