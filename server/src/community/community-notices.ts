import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { questionPagePath } from '../../../shared/community';
import { localeOr, translate, type MessageKey } from '../common/i18n/translate';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Notices, type Notice } from '../push/notices';
import type { NoticeKind } from '../../../shared/notice-kinds';

/** The thread a notice is about: its course, lecture and question. */
export interface ThreadRef {
  questionId: string;
  courseId: string;
  lectureId: string;
}

interface Recipient {
  id: string;
  name: string;
  email: string;
  locale: string;
}

/** What each community notice says: its kind, its mail's kind and its words' keys. */
const WORDS = {
  question_answered: 'questionAnswered',
  answer_accepted: 'answerAccepted',
  post_hidden: 'postHidden',
} as const satisfies Partial<Record<NoticeKind, string>>;

/**
 * The notices of the community (a reply to my question, my answer accepted, my post hidden), each
 * in its recipient's language, through `Notices` so their preferences decide the bell and the mail.
 */
@Injectable()
export class CommunityNotices {
  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(Notices) private readonly notices: Notices,
  ) {}

  async send(
    tx: EntityManager,
    kind: keyof typeof WORDS,
    recipientId: string | null,
    thread: ThreadRef,
    values: { name: string; lecture: string; text?: string },
  ): Promise<void> {
    if (!recipientId) return;
    const [to] = await tx.query<Recipient[]>(
      'SELECT id, name, email, locale FROM users WHERE id = $1',
      [recipientId],
    );
    if (!to) return;
    const locale = localeOr(to.locale);
    const words = { ...values, text: values.text ?? '' };
    const title = translate(locale, `community.${WORDS[kind]}.title` as MessageKey, words);
    const body = translate(locale, `community.${WORDS[kind]}.body` as MessageKey, words);
    const path = questionPagePath(thread.courseId, thread.lectureId, thread.questionId);
    const notice: Notice = {
      kind,
      userId: to.id,
      mail: {
        kind: `community_${kind}`,
        locale,
        to: to.email,
        subject: title,
        heading: title,
        paragraphs: [translate(locale, 'mail.greeting', { name: to.name }), body],
        action: {
          label: translate(locale, 'community.action'),
          url: `${linkOrigin(this.config)}${path}`,
        },
      },
      push: { title, body, url: path, tag: `question-${thread.questionId}` },
    };
    await this.notices.send(tx, notice);
  }
}
