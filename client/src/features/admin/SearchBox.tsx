import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from './i18n';

/** A labelled search box that searches on submit (Enter or the button). */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <HStack align="end" gap="2" maxW="lg">
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <Input
            type="search"
            value={text}
            maxLength={100}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" variant="outline">
          {t('admin.search.submit')}
        </Button>
      </HStack>
    </form>
  );
}
