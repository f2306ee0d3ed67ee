/**
 * The notices a person may also get as a push on their devices, each with the client's label for
 * its checkbox (client/src/locales/en/push.json). A later kind (bookings, session reminders,
 * replies) is one more entry here, sent with `Notices.send` (server/src/push/notices.ts): the
 * opt-in, the checkbox and the delivery need no code of their own.
 */
export const NOTICE_KINDS = {
  refund: { label: 'push.kind.refund' },
  certificate: { label: 'push.kind.certificate' },
} as const;

export type NoticeKind = keyof typeof NOTICE_KINDS;

export const noticeKinds = Object.keys(NOTICE_KINDS) as NoticeKind[];

export const isNoticeKind = (value: unknown): value is NoticeKind =>
  typeof value === 'string' && Object.hasOwn(NOTICE_KINDS, value);
