import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { AuditNames, isNamedKind, type NamedKind } from './audit-names.queries';
import { AdminAuditLogEntry } from './dto/admin.types';
import { AuditMention } from './dto/audit-log.types';

/** The fields of before/after that hold another row's id, and that row's kind. */
const MENTION_KEYS: Record<string, NamedKind> = {
  userId: 'user',
  courseId: 'course',
  chapterId: 'chapter',
};

const fieldsOf = (json: string | null): Record<string, unknown> =>
  json ? (JSON.parse(json) as Record<string, unknown>) : {};

/**
 * The name a deleted target had, as its entry stored it (a deleted course's or quiz's title, a
 * coupon's code), marked deleted; null when the entry stored none.
 */
function storedName(entry: AdminAuditLogEntry): string | null {
  const { before, after } = { before: fieldsOf(entry.before), after: fieldsOf(entry.after) };
  const name = [before.title, after.title, before.code, after.code].find(
    (value) => typeof value === 'string' && value,
  );
  return typeof name === 'string' ? `${name} (deleted)` : null;
}

/** Who and what an audit entry is about, by name: batched per page (AuditNames), never per row. */
@Resolver(() => AdminAuditLogEntry)
export class AuditLogEntryResolver {
  constructor(@Inject(AuditNames) private readonly names: AuditNames) {}

  @ResolveField(() => String, {
    nullable: true,
    description: 'The admin’s name now; null once their account is deleted (actorEmail stays).',
  })
  actorName(@Parent() entry: AdminAuditLogEntry, @Context() { loaders }: GraphQLContext) {
    return entry.actorId ? this.names.name(loaders, 'user', entry.actorId) : null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'What the action was done to, by name: a user’s name, a course’s title, a coupon’s code and course, a quiz and its course, a purchase’s course and buyer, a review’s author and course, a message’s sender. Once that row is deleted, the name the entry stored, marked “(deleted)”, or null. Null for an export and an inbox read.',
  })
  async targetName(@Parent() entry: AdminAuditLogEntry, @Context() { loaders }: GraphQLContext) {
    if (!entry.targetId || !isNamedKind(entry.targetType)) return null;
    const name = await this.names.name(loaders, entry.targetType, entry.targetId);
    return name ?? storedName(entry);
  }

  @ResolveField(() => [AuditMention], {
    description:
      'The rows named by id in before and after (userId, courseId, chapterId), with their names now; deleted ones are left out.',
  })
  async mentions(@Parent() entry: AdminAuditLogEntry, @Context() { loaders }: GraphQLContext) {
    const ids = new Map<string, NamedKind>();
    for (const fields of [fieldsOf(entry.before), fieldsOf(entry.after)])
      for (const [key, kind] of Object.entries(MENTION_KEYS))
        if (typeof fields[key] === 'string') ids.set(fields[key], kind);
    const named = await Promise.all(
      [...ids].map(async ([id, kind]) => ({ id, name: await this.names.name(loaders, kind, id) })),
    );
    return named.filter((m): m is AuditMention => m.name !== null);
  }
}
