import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKENS_PER_USER,
  isApiScope,
  scopeAllowedFor,
  type ApiScope,
} from '../../../shared/api-scopes';
import { conflict, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker, type RawInput } from '../common/validation';
import type { User } from '../users/user.entity';
import { ApiToken } from './api-token.entity';
import {
  ApiTokenState,
  type ApiTokenCreated,
  type ApiTokenView,
  type CreateApiTokenInput,
} from './api-token.types';
import { newApiToken } from './token-caller';

const DAY_MS = 86_400_000;
/** The list shows this many, newest first (live ones are at most API_TOKENS_PER_USER). */
const LISTED = 100;

@Injectable()
export class ApiTokensService {
  constructor(
    @InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async list(user: User): Promise<ApiTokenView[]> {
    const rows = await this.tokens.find({
      where: { userId: user.id },
      order: { createdAt: 'DESC' },
      take: LISTED,
    });
    return rows.map(view);
  }

  async create(user: User, input: RawInput<CreateApiTokenInput>): Promise<ApiTokenCreated> {
    const check = new Checker();
    const name = check.requiredText('name', 'Name', input.name, 100);
    const scopes = parseScopes(check, input.scopes, user.role);
    const expiresAt = parseExpiry(check, input.expiresAt);
    check.done();
    const secret = newApiToken();
    // The owner's row is locked so two creations at once cannot pass the count together.
    const saved = await this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const live = await tx
        .getRepository(ApiToken)
        .createQueryBuilder('t')
        .where('t.user_id = :id AND t.revoked_at IS NULL AND t.expires_at > now()', { id: user.id })
        .getCount();
      if (live >= API_TOKENS_PER_USER)
        throw conflict(
          `You already have ${API_TOKENS_PER_USER} active API tokens. Revoke one you no longer use first.`,
        );
      return tx.getRepository(ApiToken).save(
        tx.getRepository(ApiToken).create({
          userId: user.id,
          name,
          scopes,
          expiresAt,
          tokenHash: secret.tokenHash,
          tokenStart: secret.tokenStart,
        }),
      );
    });
    return { token: secret.token, apiToken: view(saved) };
  }

  /** Another user's token, or an id naming none, is not found and nothing changes. */
  async revoke(user: User, id: string): Promise<ApiTokenView> {
    const token = isUuid(id) ? await this.tokens.findOneBy({ id, userId: user.id }) : null;
    if (!token) throw notFound('API token not found');
    if (!token.revokedAt) {
      await this.tokens.update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
      return view(await this.tokens.findOneByOrFail({ id }));
    }
    return view(token);
  }
}

/** Known scopes the owner's role may use (shared/api-scopes.ts), at least one. */
function parseScopes(check: Checker, raw: unknown, role: string): string[] {
  const values = Array.isArray(raw) ? (raw as unknown[]) : [];
  const unknown = values.filter((v) => typeof v !== 'string' || !isApiScope(v));
  const notYours = (values as ApiScope[]).filter((v) => !scopeAllowedFor(role, v));
  if (unknown.length) check.fail('scopes', `Unknown scope: ${unknown.map(String).join(', ')}`);
  else if (notYours.length)
    check.fail(
      'scopes',
      `Only educators and admins can use the scope${notYours.length > 1 ? 's' : ''} ${notYours.join(', ')}.`,
      'ROLE',
    );
  else if (!values.length)
    check.fail('scopes', 'Choose at least one scope', 'REQUIRED_FIELD_EMPTY');
  return [...new Set(values as string[])];
}

function parseExpiry(check: Checker, raw: unknown): Date {
  const date = raw instanceof Date ? raw : new Date(typeof raw === 'string' ? raw : NaN);
  if (Number.isNaN(date.getTime()))
    check.fail('expiresAt', 'Expiry date is required', 'REQUIRED_FIELD_EMPTY');
  else if (date.getTime() <= Date.now())
    check.fail('expiresAt', 'Expiry date must be in the future');
  // A few minutes' grace: a client offering "366 days" computes it a moment before it arrives.
  else if (date.getTime() > Date.now() + API_TOKEN_MAX_DAYS * DAY_MS + 5 * 60_000)
    check.fail('expiresAt', `Expiry date must be at most ${API_TOKEN_MAX_DAYS} days ahead`);
  return date;
}

function view(token: ApiToken): ApiTokenView {
  const state = token.revokedAt
    ? ApiTokenState.REVOKED
    : token.expiresAt.getTime() <= Date.now()
      ? ApiTokenState.EXPIRED
      : ApiTokenState.ACTIVE;
  return {
    id: token.id,
    name: token.name,
    tokenStart: token.tokenStart,
    scopes: token.scopes,
    state,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt,
    revokedAt: token.revokedAt,
  };
}
