import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The course list URL for a search text: `/course-list/{text}`, or `/course-list` when empty. */
export function courseListPath(text: string): string {
  const term = text.trim();
  return term ? `/course-list/${encodeURIComponent(term)}` : '/course-list';
}

/** Labelled search box; submitting goes to the course list for the typed text. */
export function CourseListSearchForm({ initialText = '' }: { initialText?: string }) {
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
          <Field.Label srOnly>Search courses</Field.Label>
          <Input
            type="search"
            name="search"
            placeholder="Search courses..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            bg="bg"
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          Search
        </Button>
      </HStack>
    </form>
  );
}
