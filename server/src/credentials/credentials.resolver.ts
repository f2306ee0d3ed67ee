import { Inject } from '@nestjs/common';
import { Args, Context, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { HttpContext } from '../common/graphql/graphql.config';
import { publicBase } from '../common/public-url';
import { Certificate } from '../certificates/certificate.entity';
import { certificateCredentialPath } from '../../../shared/certificate-paths';
import { CredentialVerification } from './credential-verification';
import { CredentialsService } from './credentials.service';

/** Cryptographic verification, open to anyone: by certificate id, or of a pasted credential. */
@Resolver(() => Certificate)
export class CredentialsResolver {
  constructor(@Inject(CredentialsService) private readonly credentials: CredentialsService) {}

  @Query(() => CredentialVerification, {
    nullable: true,
    description:
      "Checks the certificate's signed credential (signature, then revocation status); null for an unknown or malformed id. A revoked certificate is REVOKED.",
  })
  certificateVerification(@Args('id', { type: () => ID }) id: string) {
    return this.credentials.verifyCertificate(id);
  }

  @Query(() => CredentialVerification, {
    description:
      'Checks a credential as a verifier holds it: the VC-JOSE JWT, or its EnvelopedVerifiableCredential JSON. A tampered or foreign one is INVALID.',
  })
  verifyCredential(@Args('credential') credential: string) {
    return this.credentials.verify(credential);
  }

  @ResolveField(() => String, {
    description:
      'Absolute URL of the signed Open Badges 3.0 credential, as JSON (an EnvelopedVerifiableCredential).',
  })
  credentialUrl(@Parent() certificate: Certificate, @Context() { req }: HttpContext) {
    return publicBase(req) + certificateCredentialPath(certificate.id, 'json');
  }

  @ResolveField(() => String, {
    description: 'Absolute URL of the same credential as a bare VC-JOSE JWT (application/vc+jwt).',
  })
  credentialJwtUrl(@Parent() certificate: Certificate, @Context() { req }: HttpContext) {
    return publicBase(req) + certificateCredentialPath(certificate.id, 'jwt');
  }
}
