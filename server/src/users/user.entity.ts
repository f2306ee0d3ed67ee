import { Field, HideField, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { absoluteUrlField } from '../common/public-url';
import type { Locale } from '../../../shared/locale';

/** How an educator hears of new learners: a mail each, one a day, or none. */
export enum SaleNotices {
  INSTANT = 'instant',
  DAILY = 'daily',
  OFF = 'off',
}

registerEnumType(SaleNotices, {
  name: 'SaleNotices',
  description: 'INSTANT: a mail per new learner; DAILY: one digest a day; OFF: none.',
});

export enum Role {
  STUDENT = 'student',
  EDUCATOR = 'educator',
  ADMIN = 'admin',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'What a user may do: learn, teach, or administer.',
});

@ObjectType({ description: 'A person with an account: a learner, an educator or an admin.' })
@Entity('users')
// GIN trigram index on lower(name) (migration Discovery), for instructors in the search suggestions.
@Index('IDX_users_name_trgm', { synchronize: false })
// GIN trigram index on email (migration AdminConsole), for the admin console's user search.
@Index('IDX_users_email_trgm', { synchronize: false })
@Check('CHK_users_locale', `"locale" IN ('en', 'hi')`)
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field({ description: 'Lower-cased and trimmed; unique.' })
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Field({
    description:
      'Absolute avatar URL (http(s) or data:); a generated initials avatar until the user sets one.',
    middleware: [absoluteUrlField],
  })
  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  @Field({ description: 'One line under the name on the instructor page; empty when not set.' })
  @Column({ type: 'varchar', length: 120, default: '' })
  headline: string;

  @Field({ description: 'Plain text, paragraphs split by blank lines; empty when not set.' })
  @Column({ type: 'text', default: '' })
  bio: string;

  @Field(() => [String], { description: 'Absolute http(s) links: a website, LinkedIn, YouTube.' })
  @Column({ type: 'text', array: true, default: '{}' })
  links: string[];

  @Field(() => String, {
    description:
      "The account's language, 'en' or 'hi': its mail and documents are written in it, and the client shows it (setLocale).",
  })
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;

  @Field(() => Role)
  @Column({ type: 'enum', enum: Role, enumName: 'user_role', default: Role.STUDENT })
  role: Role;

  @HideField()
  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  /** When the user proved they read mail at `email`; null until then (the account works meanwhile). */
  @HideField()
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @HideField()
  @Column({
    name: 'sale_notices',
    type: 'enum',
    enum: SaleNotices,
    enumName: 'sale_notices',
    default: SaleNotices.INSTANT,
  })
  saleNotices: SaleNotices;

  @HideField()
  @Column({ name: 'review_notices', type: 'boolean', default: true })
  reviewNotices: boolean;

  @HideField()
  @Column({ name: 'wishlist_notices', type: 'boolean', default: true })
  wishlistNotices: boolean;

  /** The notices (shared/notice-kinds.ts) also pushed to the account's devices; none by default. */
  @HideField()
  @Column({ name: 'push_kinds', type: 'text', array: true, default: '{}' })
  pushKinds: string[];

  /** The kinds of notice (shared/notice-kinds.ts) not mailed to the account, where its mail is optional. */
  @HideField()
  @Column({ name: 'notice_mail_off', type: 'text', array: true, default: '{}' })
  noticeMailOff: string[];

  /** The kinds of notice the account does not want in the product (the bell). */
  @HideField()
  @Column({ name: 'notice_app_off', type: 'text', array: true, default: '{}' })
  noticeAppOff: string[];

  /** Up to when the last daily digest of new learners reported; null before the first. */
  @HideField()
  @Column({ name: 'digest_sent_until', type: 'timestamptz', nullable: true })
  digestSentUntil: Date | null;

  /** Bumped to revoke every token issued before; a token carries the version it was issued at. */
  @HideField()
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  /**
   * When an admin disabled the account; null while it is active. A disabled account cannot sign in,
   * and its sessions and API tokens stop working.
   */
  @HideField()
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
