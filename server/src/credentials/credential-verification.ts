import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum CredentialStatus {
  VALID = 'VALID',
  REVOKED = 'REVOKED',
  INVALID = 'INVALID',
}

registerEnumType(CredentialStatus, {
  name: 'CredentialStatus',
  description:
    'VALID: signed by this site and not revoked. REVOKED: genuine, but withdrawn (a refund). INVALID: not a credential this site signed as it stands.',
});

@ObjectType({
  description:
    "What checking a credential found: its signature against the site's published key, then its revocation status.",
})
export class CredentialVerification {
  @Field(() => CredentialStatus)
  status: CredentialStatus;

  @Field({ description: 'Says what was found, in a sentence to show as it is.' })
  message: string;

  @Field(() => ID, { nullable: true, description: 'The certificate, when the signature holds.' })
  certificateId: string | null;

  @Field(() => String, { nullable: true })
  learnerName: string | null;

  @Field(() => String, { nullable: true })
  courseTitle: string | null;

  @Field(() => String, { nullable: true })
  educatorName: string | null;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;
}
