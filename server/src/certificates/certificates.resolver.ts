import { Inject } from '@nestjs/common';
import { Args, Context, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { HttpContext } from '../common/graphql/graphql.config';
import { publicBase } from '../common/public-url';
import { Certificate } from './certificate.entity';
import { certificatePdfPath } from '../../../shared/certificate-paths';
import { CertificatesService } from './certificates.service';

/** Public verification of a certificate by its id. */
@Resolver(() => Certificate)
export class CertificatesResolver {
  constructor(@Inject(CertificatesService) private readonly certificates: CertificatesService) {}

  @Query(() => Certificate, {
    nullable: true,
    description: 'Anyone may verify a certificate; null for an unknown or revoked id.',
  })
  certificate(@Args('id', { type: () => ID }) id: string) {
    return this.certificates.verify(id);
  }

  @ResolveField(() => String, { description: 'Absolute URL of the PDF download.' })
  pdfUrl(@Parent() certificate: Certificate, @Context() { req }: HttpContext) {
    return publicBase(req) + certificatePdfPath(certificate.id);
  }
}
