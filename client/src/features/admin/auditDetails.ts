import { fromPaise } from '../../../../shared/money';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format';
import { t, type AdminMessage } from './i18n';

/** An audit entry's fields as the console reads them: "Price: ₹1,999.00 → ₹1,499.00". */
export interface AuditLine {
  key: string;
  label: string;
  /** Absent when the action created the value (nothing before) or removed it (nothing after). */
  before?: string;
  after?: string;
}

export interface AuditEntryFields {
  before: string | null;
  after: string | null;
  mentions: readonly { id: string; name: string }[];
}

type Fields = Record<string, unknown>;
interface Context {
  currency: string;
  names: Map<string, string>;
  /** The whole record the value is in: a coupon's value reads by its kind. */
  record: Fields;
}
type Format = (value: unknown, context: Context) => string;

/** Stored values that read as words; others read as stored, capitalised. */
const WORDS: Partial<Record<string, AdminMessage>> = {
  student: 'admin.word.student',
  educator: 'admin.word.educator',
  admin: 'admin.word.admin',
  USER_ROLE: 'admin.word.USER_ROLE',
  COURSE_PUBLISH: 'admin.word.COURSE_PUBLISH',
  DELETED: 'admin.word.DELETED',
  ARCHIVED: 'admin.word.ARCHIVED',
  PERCENT_OFF: 'admin.word.PERCENT_OFF',
  AMOUNT_OFF: 'admin.word.AMOUNT_OFF',
  FIXED_PRICE: 'admin.word.FIXED_PRICE',
  pending: 'admin.word.pending',
  completed: 'admin.word.completed',
  failed: 'admin.word.failed',
  refunding: 'admin.word.refunding',
  refunded: 'admin.word.refunded',
  hidden: 'admin.word.hidden',
  dismissed: 'admin.word.dismissed',
  held: 'admin.word.held',
  confirmed: 'admin.word.confirmed',
  cancelled: 'admin.word.cancelled',
  expired: 'admin.word.expired',
};
const text: Format = (value) => {
  const word = String(value);
  const id = WORDS[word];
  return id ? t(id) : word.charAt(0).toUpperCase() + word.slice(1);
};
const yesNo: Format = (value) => t(value ? 'admin.value.yes' : 'admin.value.no');
const count: Format = (value) =>
  Array.isArray(value) ? formatCount(value.length) : formatCount(Number(value));
const money: Format = (value, { currency }) => formatMoney(Number(value), currency);
const paise: Format = (value, { currency }) => formatMoney(fromPaise(Number(value)), currency);
const percent: Format = (value) => t('admin.value.percent', { value: formatCount(Number(value)) });
const date: Format = (value) => formatDateTime(String(value));
const quoted: Format = (value) => t('admin.value.quoted', { text: String(value) });
const changed: Format = () => t('admin.value.changed');
const limit: Format = (value) =>
  value === null ? t('admin.value.none') : formatCount(Number(value));
/** An id another row has: its name now, else that it is gone. */
const named =
  (gone: AdminMessage): Format =>
  (value, { names }) =>
    names.get(String(value)) ?? t(gone);
const couponValue: Format = (value, context) =>
  context.record.kind === 'PERCENT_OFF' ? percent(value, context) : money(value, context);

/** Each field the log stores, by its key: its label and how its value reads (and an empty one). */
const FIELDS: Record<string, { labelId: AdminMessage; format: Format; empty?: AdminMessage }> = {
  role: { labelId: 'admin.field.role', format: text },
  roleHeld: { labelId: 'admin.field.roleHeld', format: yesNo },
  holdLifted: { labelId: 'admin.field.holdLifted', format: yesNo },
  disabledAt: { labelId: 'admin.field.disabledAt', format: date, empty: 'admin.value.no' },
  apiTokensRevoked: { labelId: 'admin.field.apiTokensRevoked', format: count },
  published: { labelId: 'admin.field.published', format: yesNo },
  isPublished: { labelId: 'admin.field.published', format: yesNo },
  status: { labelId: 'admin.field.status', format: text },
  userId: { labelId: 'admin.field.userId', format: named('admin.value.deletedUser') },
  courseId: {
    labelId: 'admin.field.courseId',
    format: named('admin.value.deletedCourse'),
    empty: 'admin.value.allCourses',
  },
  chapterId: { labelId: 'admin.field.chapterId', format: named('admin.value.deletedChapter') },
  amountPaise: { labelId: 'admin.field.amountPaise', format: paise },
  hiddenAt: { labelId: 'admin.field.hiddenAt', format: date, empty: 'admin.value.no' },
  review: { labelId: 'admin.field.review', format: quoted },
  reportsResolved: { labelId: 'admin.field.reportsResolved', format: count },
  reportReason: { labelId: 'admin.field.reportReason', format: quoted },
  resolution: { labelId: 'admin.field.resolution', format: text, empty: 'admin.value.open' },
  handledAt: { labelId: 'admin.field.handledAt', format: date, empty: 'admin.value.no' },
  rows: { labelId: 'admin.field.rows', format: count },
  page: { labelId: 'admin.field.page', format: count },
  messageIds: { labelId: 'admin.field.messageIds', format: count },
  hold: { labelId: 'admin.field.hold', format: text },
  reason: { labelId: 'admin.field.reason', format: quoted },
  heldAt: { labelId: 'admin.field.heldAt', format: date },
  liftedAt: { labelId: 'admin.field.liftedAt', format: date },
  outcome: { labelId: 'admin.field.outcome', format: text },
  title: { labelId: 'admin.field.title', format: quoted },
  courseTitle: { labelId: 'admin.field.title', format: quoted },
  courseDescription: { labelId: 'admin.field.courseDescription', format: changed },
  courseThumbnail: { labelId: 'admin.field.courseThumbnail', format: changed },
  curriculumChanged: { labelId: 'admin.field.curriculumChanged', format: changed },
  coursePrice: { labelId: 'admin.field.coursePrice', format: money },
  discount: { labelId: 'admin.field.discount', format: percent },
  requiresWatchedLectures: { labelId: 'admin.field.requiresWatchedLectures', format: yesNo },
  code: { labelId: 'admin.field.code', format: text },
  kind: { labelId: 'admin.field.kind', format: text },
  value: { labelId: 'admin.field.value', format: couponValue },
  startsAt: { labelId: 'admin.field.startsAt', format: date, empty: 'admin.value.atOnce' },
  endsAt: { labelId: 'admin.field.endsAt', format: date, empty: 'admin.value.never' },
  maxRedemptions: { labelId: 'admin.field.maxRedemptions', format: limit },
  active: { labelId: 'admin.field.active', format: yesNo },
  position: { labelId: 'admin.field.position', format: count },
  passMarkPercent: { labelId: 'admin.field.passMarkPercent', format: percent },
  attemptLimit: { labelId: 'admin.field.attemptLimit', format: limit },
  shuffle: { labelId: 'admin.field.shuffle', format: yesNo },
  questions: { labelId: 'admin.field.questions', format: count },
  reply: { labelId: 'admin.field.reply', format: quoted, empty: 'admin.value.none' },
};

/** tokenVersion is how sessions end; the disable entry says so in words already. */
const UNSHOWN = new Set(['tokenVersion']);

/** "courseLevel" -> "Course level", for a field this list does not know yet. */
const labelOf = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const parse = (json: string | null): Fields | null => (json ? (JSON.parse(json) as Fields) : null);

/** The entry's before and after as readable lines, unchanged fields left out. */
export function auditLines(entry: AuditEntryFields, currency: string): AuditLine[] {
  const before = parse(entry.before);
  const after = parse(entry.after);
  const names = new Map(entry.mentions.map((m) => [m.id, m.name]));
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: AuditLine[] = [];
  for (const key of keys) {
    if (UNSHOWN.has(key)) continue;
    const spec = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    const format = spec?.format ?? text;
    const read = (record: Fields | null) => {
      if (!record || !(key in record)) return undefined;
      const value = record[key];
      if (value === null || value === undefined) return spec?.empty ? t(spec.empty) : '—';
      return format(value, { currency, names, record });
    };
    const was = read(before);
    const now = read(after);
    if (was !== undefined && was === now) continue;
    const label = spec ? t(spec.labelId) : labelOf(key);
    lines.push({ key, label, before: was, after: now });
  }
  return lines;
}

/** The kinds of row an entry may name (admin.target.* reads a contact_message as its `other`). */
const TARGETS = new Set([
  'user',
  'course',
  'coupon',
  'quiz',
  'purchase',
  'review',
  'contact_message',
]);

/**
 * What the entry was done to: "Course: Brand Voice", or what it was when its row is gone ("Course:
 * a deleted course"); null for an export or a page of the inbox read, which name no one row.
 */
export function auditTarget(entry: {
  targetType: string;
  targetId?: string | null;
  targetName?: string | null;
}): string | null {
  if (!TARGETS.has(entry.targetType) || !entry.targetId) return null;
  const type = entry.targetType;
  return typeof entry.targetName === 'string'
    ? t('admin.target.named', { type, name: entry.targetName })
    : t('admin.target.deleted', { type });
}
