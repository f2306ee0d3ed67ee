/**
 * The kinds of notice a person gets (server/src/push/notices.ts sends each): in the product (the
 * bell), by mail, and as a push on their devices when they opt in. Each has the client's label for
 * its choices (client/src/locales/en/push.json), and says whether its mail may be turned off: the
 * refund's mail carries the credit note and the certificate's the certificate, so those are always
 * mailed. A later kind is one more entry here, sent with `Notices.send`: the preferences, the bell,
 * the checkboxes and the delivery need no code of their own.
 */
export const NOTICE_KINDS = {
  refund: { label: 'push.kind.refund', mailOptional: false },
  certificate: { label: 'push.kind.certificate', mailOptional: false },
  question_answered: { label: 'push.kind.question_answered', mailOptional: true },
  answer_accepted: { label: 'push.kind.answer_accepted', mailOptional: true },
  announcement: { label: 'push.kind.announcement', mailOptional: true },
  booking: { label: 'push.kind.booking', mailOptional: true },
  live_session: { label: 'push.kind.live_session', mailOptional: true },
  post_hidden: { label: 'push.kind.post_hidden', mailOptional: true },
} as const;

export type NoticeKind = keyof typeof NOTICE_KINDS;

export const noticeKinds = Object.keys(NOTICE_KINDS) as NoticeKind[];

export const isNoticeKind = (value: unknown): value is NoticeKind =>
  typeof value === 'string' && Object.hasOwn(NOTICE_KINDS, value);

/** Whether the person may stop this kind's mail (else it is mailed whatever they chose). */
export const mailOptional = (kind: NoticeKind): boolean => NOTICE_KINDS[kind].mailOptional;
