import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../auth/decorators';
import { Certificate } from '../certificates/certificate.entity';
import { CertificatesService } from '../certificates/certificates.service';
import type { GraphQLContext } from '../courses/catalog.loaders';
import type { User } from '../users/user.entity';
import { EnrollmentStatus, MyEnrollment } from './dto/progress.types';

/** Certificates of a list of enrolments: one query for all, and one issue for the completed ones lacking one. */
@Resolver(() => MyEnrollment)
export class MyEnrollmentResolver {
  constructor(@Inject(CertificatesService) private readonly certificates: CertificatesService) {}

  @ResolveField(() => Certificate, {
    nullable: true,
    description:
      'Null until every lecture is done; issued on first request for a course completed earlier.',
  })
  async certificate(
    @Parent() enrollment: MyEnrollment,
    @CurrentUser() user: User,
    @Context() { loaders }: GraphQLContext,
  ): Promise<Certificate | null> {
    const courseId = enrollment.course.id;
    const batch =
      (find: (ids: readonly string[]) => Promise<Map<string, Certificate>>) =>
      async (ids: readonly string[]) => {
        const found = await find(ids);
        return ids.map((id) => found.get(id) ?? null);
      };
    const live = await loaders.perKey(
      `certificate:${user.id}`,
      courseId,
      batch((ids) => this.certificates.live(user.id, ids)),
    );
    if (live || enrollment.progress.status !== EnrollmentStatus.COMPLETED) return live;
    return loaders.perKey(
      `certificate-issue:${user.id}`,
      courseId,
      batch((ids) => this.certificates.issue(user.id, ids)),
    );
  }
}
