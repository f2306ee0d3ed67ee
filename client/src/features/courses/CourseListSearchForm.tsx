import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { courseListPath } from './courseListPath';

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
