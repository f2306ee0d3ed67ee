import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { invalidField } from '../common/errors/domain-error';
import { Checker, type RawInput } from '../common/validation';
import { UploadsService } from '../uploads/uploads.service';
import { setNoticeDeliveries } from './user-writes';
import {
  NoticeDelivery,
  type NoticeDeliveryInput,
  type NotificationPreferencesInput,
} from './dto/notification-preferences';
import type { UpdateProfileInput } from './dto/update-profile.input';
import { EducatorRoleGate } from './educator-role-gate';
import { Role, SaleNotices, User } from './user.entity';
import {
  BIO_MAX_LENGTH,
  HEADLINE_MAX_LENGTH,
  MAX_PROFILE_LINKS,
  PROFILE_LINK_MAX_LENGTH,
} from '../../../shared/profile';
import { LOCALES, parseLocale } from '../../../shared/locale';
import { isNoticeKind, noticeKinds } from '../../../shared/notice-kinds';

export const PUSH_KIND_REFUSED = 'Unknown kind of push notice';
export const DELIVERY_REFUSED =
  'Each delivery needs a known kind of notice and IN_APP, MAIL or BOTH';

export const LOCALE_REFUSED = `Locale must be one of: ${LOCALES.join(', ')}`;
const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const IMAGE_URL = /^(https?:\/\/|\/uploads\/|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,)/i;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(UploadsService) private readonly uploads: UploadsService,
    @Inject(EducatorRoleGate) private readonly roleGate: EducatorRoleGate,
  ) {}

  /**
   * Replaces the avatar with an uploaded image, checked and re-encoded like thumbnails (a square
   * WebP). The previous one, if this server stored it, is removed once the new one is saved.
   */
  async uploadAvatar(user: User, read: () => Promise<Buffer>): Promise<User> {
    const url = await this.uploads.storeAvatar(await read());
    const previous = (await this.users.findOneByOrFail({ id: user.id })).imageUrl;
    try {
      await this.users.update({ id: user.id }, { imageUrl: url });
    } catch (error) {
      await this.uploads.removeAvatar(url);
      throw error;
    }
    await this.uploads.removeAvatar(previous);
    return this.users.findOneByOrFail({ id: user.id });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async updateProfile(user: User, input: RawInput<UpdateProfileInput>): Promise<User> {
    const check = new Checker();
    const changes: Partial<User> = {};
    if (input.name !== undefined)
      changes.name = check.requiredText('name', 'Name', input.name, 100);
    const phone = check.optionalText('phone', 'Phone', input.phone, 30);
    if (phone !== undefined) {
      if (phone !== null && !PHONE.test(phone)) check.fail('phone', 'Phone must be a phone number');
      changes.phone = phone;
    }
    const imageUrl = check.optionalText('imageUrl', 'Image URL', input.imageUrl, 100_000);
    if (imageUrl) {
      if (!IMAGE_URL.test(imageUrl))
        check.fail('imageUrl', 'Image URL must be an http(s) or image data URL');
      changes.imageUrl = imageUrl;
    }
    if (input.headline !== undefined)
      changes.headline =
        check.optionalText('headline', 'Headline', input.headline, HEADLINE_MAX_LENGTH) ?? '';
    if (input.bio !== undefined)
      changes.bio =
        check.optionalText('bio', 'Bio', input.bio, BIO_MAX_LENGTH, { multiline: true }) ?? '';
    if (input.links !== undefined && input.links !== null)
      changes.links = profileLinks(check, input.links);
    check.done();
    await this.users.update({ id: user.id }, changes);
    return this.users.findOneByOrFail({ id: user.id });
  }

  /**
   * A student becomes an educator; an educator or admin keeps their role. Refused (FORBIDDEN, with
   * the admin's reason) while an admin's demotion holds (EducatorRoleGate, admin/holds.ts). The
   * user's row is locked first, as the admin's role change locks it, so the two never interleave.
   */
  async becomeEducator(user: User): Promise<User> {
    if (user.role === Role.STUDENT)
      await this.users.manager.transaction(async (tx) => {
        const [row] = await tx.query<{ role: Role }[]>(
          'SELECT role FROM users WHERE id = $1 FOR UPDATE',
          [user.id],
        );
        if (row?.role !== Role.STUDENT) return;
        await this.roleGate.check(tx, user.id);
        await tx.getRepository(User).update({ id: user.id }, { role: Role.EDUCATOR });
      });
    return this.users.findOneByOrFail({ id: user.id });
  }

  /** One of LOCALES ('hi-IN' is read as 'hi'); anything else is refused and nothing is stored. */
  async setLocale(user: User, raw: unknown): Promise<User> {
    const locale = parseLocale(raw);
    if (!locale) throw invalidField('locale', LOCALE_REFUSED);
    await this.users.update({ id: user.id }, { locale });
    return this.users.findOneByOrFail({ id: user.id });
  }

  /** GraphQL has checked the enum; REST-style callers get a field error for anything else. */
  async updateNotificationPreferences(
    user: User,
    input: RawInput<NotificationPreferencesInput>,
  ): Promise<User> {
    const check = new Checker();
    const changes: Partial<User> = {};
    if (input.saleNotices != null) {
      if (Object.values(SaleNotices).includes(input.saleNotices as SaleNotices))
        changes.saleNotices = input.saleNotices as SaleNotices;
      else check.fail('saleNotices', 'Sale notices must be INSTANT, DAILY or OFF');
    }
    if (input.reviewNotices != null) {
      if (typeof input.reviewNotices === 'boolean') changes.reviewNotices = input.reviewNotices;
      else check.fail('reviewNotices', 'Review notices must be true or false');
    }
    if (input.wishlistNotices != null) {
      if (typeof input.wishlistNotices === 'boolean')
        changes.wishlistNotices = input.wishlistNotices;
      else check.fail('wishlistNotices', 'Wishlist notices must be true or false');
    }
    if (input.pushKinds != null) {
      const kinds: unknown[] = Array.isArray(input.pushKinds) ? input.pushKinds : [null];
      if (kinds.every(isNoticeKind))
        changes.pushKinds = noticeKinds.filter((kind) => kinds.includes(kind));
      else check.fail('pushKinds', PUSH_KIND_REFUSED);
    }
    let deliveries: NoticeDeliveryInput[] = [];
    if (input.deliveries != null) {
      const parsed = parseDeliveries(input.deliveries);
      if (parsed) deliveries = parsed;
      else check.fail('deliveries', DELIVERY_REFUSED);
    }
    check.done();
    if (Object.keys(changes).length || deliveries.length)
      await this.users.manager.transaction(async (tx) => {
        if (Object.keys(changes).length)
          await tx.getRepository(User).update({ id: user.id }, changes);
        await setNoticeDeliveries(tx, user.id, deliveries);
      });
    return this.users.findOneByOrFail({ id: user.id });
  }
}

/** The checked `deliveries`, or null when any is not a known kind with a known delivery. */
function parseDeliveries(raw: unknown): NoticeDeliveryInput[] | null {
  if (!Array.isArray(raw)) return null;
  const parsed = raw.map((item: unknown) => {
    const { kind, delivery } = (item ?? {}) as { kind?: unknown; delivery?: unknown };
    return isNoticeKind(kind) && Object.values(NoticeDelivery).includes(delivery as NoticeDelivery)
      ? { kind, delivery: delivery as NoticeDelivery }
      : null;
  });
  return parsed.every((item) => item !== null) ? parsed : null;
}

/** Up to MAX_PROFILE_LINKS absolute http(s) URLs: they are shown as links to every visitor. */
function profileLinks(check: Checker, raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length > MAX_PROFILE_LINKS) {
    check.fail('links', `Links must be a list of at most ${MAX_PROFILE_LINKS} URLs`);
    return [];
  }
  return raw.flatMap(
    (value, i) => check.webLink(`links[${i}]`, 'Link', value, PROFILE_LINK_MAX_LENGTH) ?? [],
  );
}
