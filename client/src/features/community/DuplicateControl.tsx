import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useT } from './i18n';
import { useMarkQuestionDuplicateMutation } from './inbox.generated';
import { useAttempt } from './useQuestionWrites';

interface Candidate {
  id: string;
  body: string;
}

interface Props {
  questionId: string;
  duplicateOfId: string | null;
  /** The course's other questions the inbox shows, earlier first: what it may duplicate. */
  candidates: Candidate[];
  onChanged: () => void;
}

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * The inbox's "Mark as duplicate": choose the earlier question of the same course it repeats
 * (its learners are sent there), or "Not a duplicate" once marked.
 */
export function DuplicateControl({ questionId, duplicateOfId, candidates, onChanged }: Props) {
  const t = useT();
  const attempt = useAttempt();
  const selectId = useId();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState('');
  const [mark, marking] = useMarkQuestionDuplicateMutation();

  const save = (target: string | null) =>
    void attempt(async () => {
      await mark({ variables: { questionId, duplicateOfId: target } });
      setChoosing(false);
      onChanged();
    }, null);

  if (duplicateOfId)
    return (
      <Button size="xs" variant="ghost" loading={marking.loading} onClick={() => save(null)}>
        {t('community.inbox.notDuplicate')}
      </Button>
    );
  if (!choosing)
    return (
      <Button
        size="xs"
        variant="ghost"
        disabled={candidates.length === 0}
        onClick={() => setChoosing(true)}
      >
        {t('community.inbox.markDuplicate')}
      </Button>
    );
  return (
    <Flex gap="2" align="center" wrap="wrap" w="full">
      <label htmlFor={selectId}>{t('community.inbox.duplicateOf')}</label>
      <NativeSelect.Root size="xs" maxW="20rem">
        <NativeSelect.Field
          id={selectId}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">{t('community.inbox.choose')}</option>
          {candidates.map((c) => (
            <option key={c.id} value={c.id}>
              {excerpt(c.body)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="xs"
        colorPalette="brand"
        disabled={!choice}
        loading={marking.loading}
        onClick={() => save(choice)}
      >
        {t('community.inbox.mark')}
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setChoosing(false)}>
        {t('community.cancel')}
      </Button>
    </Flex>
  );
}
