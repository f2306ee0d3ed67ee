import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { DataSource } from 'typeorm';
import { Checker } from '../common/validation';
import { isUuid } from '../common/ids';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Certificate } from '../certificates/certificate.entity';
import { CredentialStatus, type CredentialVerification } from './credential-verification';
import { IssuerKey } from './issuer-key';
import { openBadgeCredential, statusListCredential, VC_CONTEXT } from './open-badge';
import { encodeStatusList, STATUS_LIST_BITS } from './status-list';

/** VC-JOSE-COSE: the JWT's payload is the credential itself, its media type in `typ`. */
const VC_JWT_TYPE = 'vc+jwt';
const ENVELOPED_PREFIX = 'data:application/vc+jwt,';
/** Ours are about 2 KB; anything far longer is not one, and is refused before parsing. */
const MAX_CREDENTIAL_LENGTH = 20_000;

const NOT_A_CREDENTIAL =
  'This is not a credential: paste the certificate\'s .jwt file or its "Credential (JSON)" download.';
const BAD_SIGNATURE =
  'The signature does not match: this credential was changed after it was issued, or this site did not issue it.';

type Found = Omit<CredentialVerification, 'status' | 'message'>;
const NOTHING: Found = {
  certificateId: null,
  learnerName: null,
  courseTitle: null,
  educatorName: null,
  completedAt: null,
};
const invalid = (message: string): CredentialVerification => ({
  status: CredentialStatus.INVALID,
  message,
  ...NOTHING,
});

/**
 * Signs certificates as Open Badges 3.0 credentials (VC-JOSE, EdDSA), publishes the revocation
 * status lists, and verifies a credential as a verifier would: signature first, then status.
 */
@Injectable()
export class CredentialsService {
  /** Credential ids and URLs use the printed origin, like the PDF's link: never a request's Host. */
  readonly origin: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(IssuerKey) private readonly key: IssuerKey,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.origin = linkOrigin(config);
  }

  /** Any certificate by id, revoked or not; null for an unknown or malformed id. */
  find(id: unknown): Promise<Certificate | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.db.getRepository(Certificate).findOneBy({ id });
  }

  /** The certificate's credential as a VC-JOSE JWT. Ed25519 is deterministic: the same bytes each time. */
  async sign(certificate: Certificate): Promise<string> {
    return this.signed(openBadgeCredential(certificate, this.origin));
  }

  /** The VC 2.0 JSON form of a JOSE-secured credential. */
  enveloped(jwt: string) {
    return {
      '@context': VC_CONTEXT,
      id: ENVELOPED_PREFIX + jwt,
      type: 'EnvelopedVerifiableCredential',
    };
  }

  /** Status list `list` (from 1) as a signed JWT; null past the last list any certificate uses. */
  async statusList(list: number): Promise<string | null> {
    const first = (list - 1) * STATUS_LIST_BITS;
    const [{ last }] = await this.db.query<{ last: number | null }[]>(
      'SELECT max("status_index") AS "last" FROM "certificates"',
    );
    if (first > (last ?? 0)) return null;
    const revoked = await this.db.query<{ status_index: number }[]>(
      `SELECT "status_index" FROM "certificates"
       WHERE "status_index" >= $1 AND "status_index" < $2 AND "revoked_at" IS NOT NULL`,
      [first, first + STATUS_LIST_BITS],
    );
    const bits = revoked.map((row) => row.status_index - first);
    return this.signed(statusListCredential(list, encodeStatusList(bits), this.origin, new Date()));
  }

  /** Checks a certificate this site holds, the way `verify` checks one a verifier holds. */
  async verifyCertificate(id: unknown): Promise<CredentialVerification | null> {
    const certificate = await this.find(id);
    return certificate && this.verify(await this.sign(certificate));
  }

  /**
   * A pasted credential: the JWT, or its enveloped JSON. Anything that does not verify is
   * INVALID with the reason, never an error; only a missing or oversized input is refused.
   */
  async verify(input: unknown): Promise<CredentialVerification> {
    const check = new Checker();
    const text = check.requiredText('credential', 'Credential', input, MAX_CREDENTIAL_LENGTH, {
      multiline: true,
    });
    check.done();
    const jwt = unwrap(text);
    if (!jwt) return invalid(NOT_A_CREDENTIAL);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(jwt, this.key.publicKey, {
        algorithms: ['EdDSA'],
        typ: VC_JWT_TYPE,
      }));
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) return invalid(BAD_SIGNATURE);
      return invalid(NOT_A_CREDENTIAL);
    }
    const id = typeof payload.id === 'string' ? payload.id.replace(/^urn:uuid:/, '') : undefined;
    const certificate = await this.find(id);
    if (!certificate) return invalid('This site has no record of this credential.');
    const found: Found = {
      certificateId: certificate.id,
      learnerName: certificate.learnerName,
      courseTitle: certificate.courseTitle,
      educatorName: certificate.educatorName,
      completedAt: certificate.completedAt,
    };
    if (certificate.revokedAt)
      return {
        status: CredentialStatus.REVOKED,
        message: 'This certificate was revoked: the course was refunded, so it no longer stands.',
        ...found,
      };
    return {
      status: CredentialStatus.VALID,
      message:
        "Valid: the signature matches this site's published key and the certificate has not been revoked.",
      ...found,
    };
  }

  private async signed(credential: object): Promise<string> {
    const { kid } = await this.key.jwk();
    return new SignJWT(credential as JWTPayload)
      .setProtectedHeader({ alg: 'EdDSA', typ: VC_JWT_TYPE, cty: 'vc', kid })
      .sign(this.key.privateKey);
  }
}

/** The compact JWT inside `text`: as it is, or from an EnvelopedVerifiableCredential. */
function unwrap(text: string): string | undefined {
  if (!text.startsWith('{')) return text;
  try {
    const parsed = JSON.parse(text) as { id?: unknown; type?: unknown };
    const types = Array.isArray(parsed.type) ? parsed.type : [parsed.type];
    if (!types.includes('EnvelopedVerifiableCredential') || typeof parsed.id !== 'string') return;
    if (!parsed.id.startsWith(ENVELOPED_PREFIX)) return;
    return parsed.id.slice(ENVELOPED_PREFIX.length);
  } catch {
    return undefined;
  }
}
