import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  ANNOUNCEMENT_BODY_MAX_LENGTH as BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX_LENGTH as TITLE_MAX,
} from '../../../../shared/community';
import { LimitedTextarea, postable } from '../../components/LimitedTextarea';
import { usePostAnnouncementMutation } from './announcements.generated';
import { useT } from './i18n';
import { useAttempt } from './useQuestionWrites';

/**
 * The educator's "Post an announcement": a title and a plain-text body, sent to every learner of the
 * course (in the app and by mail, as each chose). The server allows 3 a week (ANNOUNCEMENTS_PER_WINDOW) and says when the next
 * may go.
 */
export function AnnouncementForm({ courseId }: { courseId: string }) {
  const t = useT();
  const attempt = useAttempt();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [post, posting] = usePostAnnouncementMutation({
    refetchQueries: ['CourseAnnouncements'],
    awaitRefetchQueries: true,
  });
  const invalid = !postable(title, TITLE_MAX) || !postable(body, BODY_MAX);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    const sent = await attempt(
      () => post({ variables: { courseId, title, body } }),
      t('community.announcements.posted'),
    );
    if (sent) {
      setTitle('');
      setBody('');
    }
  }

  return (
    <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} maxW="2xl">
      <Field.Root required>
        <Field.Label>
          {t('community.announcements.titleLabel')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={TITLE_MAX} />
      </Field.Root>
      <LimitedTextarea
        label={t('community.announcements.bodyLabel')}
        value={body}
        onChange={setBody}
        max={BODY_MAX}
        rows={6}
        help={t('community.announcements.bodyHelp')}
        required
      />
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="start"
        loading={posting.loading}
        disabled={invalid}
      >
        {t('community.announcements.post')}
      </Button>
    </Stack>
  );
}
