import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { notFound } from '../common/errors/domain-error';
import { CERTIFICATE_NOT_FOUND } from '../certificates/certificates.controller';
import { CertificatesService } from '../certificates/certificates.service';
import { CredentialsService } from './credentials.service';
import { IssuerKey } from './issuer-key';
import { issuerProfile } from './open-badge';

const JSON_LD = 'application/ld+json';
const VC_JWT = 'application/vc+jwt';
/** Public and unchanging while the key is: verifiers may keep them an hour. */
const AN_HOUR = 'public, max-age=3600';
/** Verifiers run on any site, in browsers too: what they fetch is readable from every origin. */
const ANY_ORIGIN = ['Access-Control-Allow-Origin', '*'] as const;

/**
 * What verifiers fetch (issuer profile, keys, status lists) and the certificate's credential
 * downloads. Outside GraphQL and the response cache; static-files.ts keeps the client off them.
 */
@Controller()
export class CredentialsController {
  constructor(
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(CertificatesService) private readonly certificates: CertificatesService,
    @Inject(IssuerKey) private readonly key: IssuerKey,
  ) {}

  @Get('credentials/issuer')
  @Header(...ANY_ORIGIN)
  @Header('Cache-Control', AN_HOUR)
  issuer(@Res() res: Response) {
    res.type(JSON_LD).send(JSON.stringify(issuerProfile(this.credentials.origin), null, 2));
  }

  @Get('credentials/jwks.json')
  @Header(...ANY_ORIGIN)
  @Header('Cache-Control', AN_HOUR)
  async jwks() {
    return { keys: [await this.key.jwk()] };
  }

  /** Revocation must show at once, so verifiers ask again each time (`no-cache`). */
  @Get('credentials/status/:list')
  @Header(...ANY_ORIGIN)
  @Header('Cache-Control', 'no-cache')
  async statusList(@Param('list') list: string, @Res() res: Response) {
    const number = /^[1-9]\d{0,5}$/.test(list) ? Number(list) : 0;
    const jwt = number ? await this.credentials.statusList(number) : null;
    if (!jwt) throw notFound('No such status list');
    res.type(VC_JWT).send(jwt);
  }

  @Get('certificates/:id.json')
  @Header('Cache-Control', 'no-cache')
  async json(@Param('id') id: string, @Res() res: Response) {
    const jwt = await this.liveCredential(id);
    res.attachment('certificate-credential.json');
    res.type('application/json').send(JSON.stringify(this.credentials.enveloped(jwt), null, 2));
  }

  @Get('certificates/:id.jwt')
  @Header('Cache-Control', 'no-cache')
  async jwt(@Param('id') id: string, @Res() res: Response) {
    const jwt = await this.liveCredential(id);
    res.attachment('certificate-credential.jwt');
    res.type(VC_JWT).send(jwt);
  }

  /** Like the PDF: a revoked certificate is not handed out again. */
  private async liveCredential(id: string) {
    const certificate = await this.certificates.verify(id);
    if (!certificate) throw notFound(CERTIFICATE_NOT_FOUND);
    return this.credentials.sign(certificate);
  }
}
