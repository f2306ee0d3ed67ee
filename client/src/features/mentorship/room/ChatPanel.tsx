import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { intlLocale } from '../../../i18n/locale';
import type { ChatLine } from './callSession';
import { useT } from './i18n';

const MAX_CHARS = 2000;

/** The room's text chat: what everyone wrote, newest last, and a line to write. */
export function ChatPanel(props: {
  lines: ChatLine[];
  otherName: string;
  canSend: boolean;
  onSend: (text: string) => boolean;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const time = new Intl.DateTimeFormat(intlLocale(), { timeStyle: 'short' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.onSend(text)) setText('');
  };
  return (
    <Stack
      as="section"
      aria-labelledby="room-chat-title"
      gap={3}
      borderWidth="1px"
      borderRadius="md"
      p={3}
    >
      <Heading as="h2" size="md" id="room-chat-title">
        {t('room.chat.title')}
      </Heading>
      <Box role="log" aria-live="polite" maxH="16rem" overflowY="auto" data-testid="room-chat-log">
        {props.lines.length === 0 ? (
          <Text color="fg.muted">{t('room.chat.empty')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap={1}>
            {props.lines.map((line, index) => (
              <Box as="li" key={index} wordBreak="break-word">
                <Text as="span" fontWeight="semibold">
                  {line.mine ? t('room.chat.you') : line.name || props.otherName}
                </Text>{' '}
                <Text as="span" color="fg.muted" fontSize="xs">
                  {time.format(new Date(line.at))}
                </Text>
                <Text whiteSpace="pre-wrap">{line.text}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <form onSubmit={submit}>
        <HStack align="end">
          <Field.Root flex="1" disabled={!props.canSend}>
            <Field.Label>{t('room.chat.label')}</Field.Label>
            <Input
              value={text}
              maxLength={MAX_CHARS}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
            />
            {!props.canSend && <Field.HelperText>{t('room.chat.offline')}</Field.HelperText>}
          </Field.Root>
          <Button type="submit" disabled={!props.canSend || !text.trim()}>
            {t('room.chat.send')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
