import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { courseListPath } from './courseListPath';
import { useT } from './i18n';

/** Labelled search box; submitting goes to the course list for the typed text. */
export function CourseListSearchForm({ initialText = '' }: { initialText?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(courseListPath(text));
  }

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%', maxWidth: '32rem' }}>
      <HStack gap="2" align="end">
        <Field.Root flex="1">
          <Field.Label srOnly>{t('courses.search.label')}</Field.Label>
          <Input
            type="search"
            name="search"
            placeholder={t('courses.search.placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            bg="bg"
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          {t('courses.search.submit')}
        </Button>
      </HStack>
    </form>
  );
}
