import { IsNull, type EntityManager } from 'typeorm';
import { Certificate } from './certificate.entity';

/** Revokes a learner's live certificates and replaces the name on all of them, inside `tx`. */
export async function unnameCertificates(
  tx: EntityManager,
  userId: string,
  name: string,
): Promise<void> {
  await tx
    .getRepository(Certificate)
    .update({ userId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  await tx.getRepository(Certificate).update({ userId }, { learnerName: name });
}
