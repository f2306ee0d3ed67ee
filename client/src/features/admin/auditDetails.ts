import { fromPaise } from '../../../../shared/money';
import { formatCount, formatMoney } from '../../lib/format';

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

/** A date-time in the viewer's zone: 4 Feb 2026, 10:05. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Fields = Record<string, unknown>;
interface Context {
  currency: string;
  names: Map<string, string>;
  /** The whole record the value is in: a coupon's value reads by its kind. */
  record: Fields;
}
type Format = (value: unknown, context: Context) => string;

const WORDS: Record<string, string> = {
  student: 'Learner',
  educator: 'Educator',
  admin: 'Admin',
  USER_ROLE: 'Role',
  COURSE_PUBLISH: 'Publishing',
  DELETED: 'Deleted',
  ARCHIVED: 'Archived (it has learners)',
  PERCENT_OFF: 'Percent off',
  AMOUNT_OFF: 'Amount off',
  FIXED_PRICE: 'Fixed price',
};
const text: Format = (value) => {
  const word = String(value);
  return WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1);
};
const yesNo: Format = (value) => (value ? 'Yes' : 'No');
const count: Format = (value) =>
  Array.isArray(value) ? formatCount(value.length) : formatCount(Number(value));
const money: Format = (value, { currency }) => formatMoney(Number(value), currency);
const paise: Format = (value, { currency }) => formatMoney(fromPaise(Number(value)), currency);
const percent: Format = (value) => `${Number(value)}%`;
const date: Format = (value) => formatWhen(String(value));
const quoted: Format = (value) => `“${String(value)}”`;
const changed: Format = () => 'changed';
const limit: Format = (value) => (value === null ? 'None' : formatCount(Number(value)));
/** An id another row has: its name now, else that it is gone. */
const named =
  (gone: string): Format =>
  (value, { names }) =>
    names.get(String(value)) ?? gone;
const couponValue: Format = (value, context) =>
  context.record.kind === 'PERCENT_OFF' ? percent(value, context) : money(value, context);

/** Each field the log stores, by its key: its label and how its value reads. */
const FIELDS: Record<string, { label: string; format: Format; empty?: string }> = {
  role: { label: 'Role', format: text },
  roleHeld: { label: 'Role held', format: yesNo },
  holdLifted: { label: 'Hold lifted', format: yesNo },
  disabledAt: { label: 'Disabled', format: date, empty: 'No' },
  apiTokensRevoked: { label: 'API tokens revoked', format: count },
  published: { label: 'Published', format: yesNo },
  isPublished: { label: 'Published', format: yesNo },
  status: { label: 'Status', format: text },
  userId: { label: 'Learner', format: named('a deleted user') },
  courseId: { label: 'Course', format: named('a deleted course'), empty: 'All their courses' },
  chapterId: { label: 'Chapter', format: named('a deleted chapter') },
  amountPaise: { label: 'Amount', format: paise },
  hiddenAt: { label: 'Hidden', format: date, empty: 'No' },
  review: { label: 'Review', format: quoted },
  reportsResolved: { label: 'Reports resolved', format: count },
  reportReason: { label: 'Reported for', format: quoted },
  resolution: { label: 'Report', format: text, empty: 'Open' },
  handledAt: { label: 'Handled', format: date, empty: 'No' },
  rows: { label: 'Rows', format: count },
  page: { label: 'Page', format: count },
  messageIds: { label: 'Messages shown', format: count },
  hold: { label: 'Hold on', format: text },
  reason: { label: 'Hold reason', format: quoted },
  heldAt: { label: 'Held since', format: date },
  liftedAt: { label: 'Lifted', format: date },
  outcome: { label: 'Outcome', format: text },
  title: { label: 'Title', format: quoted },
  courseTitle: { label: 'Title', format: quoted },
  courseDescription: { label: 'Description', format: changed },
  courseThumbnail: { label: 'Thumbnail', format: changed },
  curriculumChanged: { label: 'Chapters and lectures', format: changed },
  coursePrice: { label: 'Price', format: money },
  discount: { label: 'Discount', format: percent },
  requiresWatchedLectures: { label: 'Lectures must be watched', format: yesNo },
  code: { label: 'Code', format: text },
  kind: { label: 'Kind', format: text },
  value: { label: 'Value', format: couponValue },
  startsAt: { label: 'Starts', format: date, empty: 'At once' },
  endsAt: { label: 'Ends', format: date, empty: 'Never' },
  maxRedemptions: { label: 'Redemption limit', format: limit },
  active: { label: 'Active', format: yesNo },
  position: { label: 'Position', format: count },
  passMarkPercent: { label: 'Pass mark', format: percent },
  attemptLimit: { label: 'Attempt limit', format: limit },
  shuffle: { label: 'Shuffled', format: yesNo },
  questions: { label: 'Questions', format: count },
  reply: { label: 'Reply', format: quoted, empty: 'None' },
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
    const spec = FIELDS[key] ?? { label: labelOf(key), format: text };
    const read = (record: Fields | null) => {
      if (!record || !(key in record)) return undefined;
      const value = record[key];
      if (value === null || value === undefined) return spec.empty ?? '—';
      return spec.format(value, { currency, names, record });
    };
    const was = read(before);
    const now = read(after);
    if (was !== undefined && was === now) continue;
    lines.push({ key, label: spec.label, before: was, after: now });
  }
  return lines;
}

const TARGETS: Record<string, string> = {
  user: 'User',
  course: 'Course',
  coupon: 'Coupon',
  quiz: 'Quiz',
  purchase: 'Purchase',
  review: 'Review',
  contact_message: 'Message',
};

/**
 * What the entry was done to: "Course: Brand Voice", or what it was when its row is gone ("Course:
 * a deleted course"); null for an export or a page of the inbox read, which name no one row.
 */
export function auditTarget(entry: {
  targetType: string;
  targetId?: string | null;
  targetName?: string | null;
}): string | null {
  const noun = TARGETS[entry.targetType];
  if (!noun || !entry.targetId) return null;
  return `${noun}: ${entry.targetName ?? `a deleted ${noun.toLowerCase()}`}`;
}
