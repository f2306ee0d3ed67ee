import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../auth/decorators';
import { Certificate } from '../certificates/certificate.entity';
import { CertificatesService } from '../certificates/certificates.service';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import type { User } from '../users/user.entity';
import { EnrollmentStatus, MyEnrollment } from './dto/progress.types';

/** Certificates of a list of enrollments in one batch, issuing those of completed courses that lack one. */
@Resolver(() => MyEnrollment)
export class MyEnrollmentResolver {
  constructor(@Inject(CertificatesService) private readonly certificates: CertificatesService) {}

  @ResolveField(() => Certificate, {
    nullable: true,
    description:
      'Null until every lecture is done and every quiz passed; issued on first request for a course completed earlier.',
  })
  async certificate(
    @Parent() enrollment: MyEnrollment,
    @CurrentUser() user: User,
    @Context() { loaders }: GraphQLContext,
  ): Promise<Certificate | null> {
    const completed = enrollment.progress.status === EnrollmentStatus.COMPLETED;
    // One batch for the whole list; a key says whether its course is complete.
    return loaders.perKey(
      `certificate:${user.id}`,
      `${enrollment.course.id} ${completed}`,
      async (keys) => {
        const entries = keys.map((key) => key.split(' '));
        const found = await this.certificates.issue(
          user.id,
          entries.map(([id]) => id),
          entries.filter(([, done]) => done === 'true').map(([id]) => id),
        );
        return entries.map(([id]) => found.get(id) ?? null);
      },
    );
  }
}
