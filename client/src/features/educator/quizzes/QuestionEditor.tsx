import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { QuestionKind } from '../../../generated/types';
import { KIND_LABELS, markCorrect, withKind, type QuestionDraft } from './quizDraft';
import { useT } from '../courseEditor.i18n';

interface Props {
  number: number;
  question: QuestionDraft;
  /** The server's problems by field path (`questions[0].options`). */
  errors: Record<string, string>;
  onChange: (question: QuestionDraft) => void;
  /** Absent for the only question. */
  onRemove?: () => void;
}

const MAX_OPTIONS = 10;

/** One question: its kind, text, options with the correct ones marked, and an explanation. */
export function QuestionEditor({ number, question, errors, onChange, onRemove }: Props) {
  const t = useT();
  const at = `questions[${number - 1}]`;
  const headingId = useId();
  const fixed = question.kind === 'TRUE_FALSE';
  const setOption = (index: number, text: string) =>
    onChange({
      ...question,
      options: question.options.map((o, i) => (i === index ? { ...o, text } : o)),
    });
  const optionsError = errors[`${at}.options`];
  // True/false options are fixed text; any other option is edited, and removed while over two.
  const optionText = (option: { text: string }, index: number) =>
    fixed ? (
      <Text>{t(index === 0 ? 'courseEditor.question.true' : 'courseEditor.question.false')}</Text>
    ) : (
      <OptionText
        at={`${at}.options[${index}].text`}
        index={index}
        value={option.text}
        errors={errors}
        onChange={(text) => setOption(index, text)}
        onRemove={
          question.options.length > 2
            ? () =>
                onChange({ ...question, options: question.options.filter((_, i) => i !== index) })
            : undefined
        }
      />
    );

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" aria-labelledby={headingId}>
      <Stack gap="3">
        <Flex align="center" gap="2">
          <Heading as="h3" size="sm" id={headingId} flex="1">
            {t('courseEditor.question.heading', { number })}
          </Heading>
          {onRemove && (
            <IconButton
              type="button"
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('courseEditor.question.remove', { number })}
              onClick={onRemove}
            >
              <LuTrash2 />
            </IconButton>
          )}
        </Flex>
        <Field.Root invalid={Boolean(errors[`${at}.kind`])}>
          <Field.Label>{t('courseEditor.question.type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={question.kind}
              onChange={(event) => onChange(withKind(question, event.target.value as QuestionKind))}
            >
              {Object.entries(KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors[`${at}.kind`]}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors[`${at}.prompt`])} required>
          <Field.Label>{t('courseEditor.question.prompt')}</Field.Label>
          <Textarea
            value={question.prompt}
            rows={2}
            maxLength={2000}
            onChange={(event) => onChange({ ...question, prompt: event.target.value })}
          />
          <Field.ErrorText>{errors[`${at}.prompt`]}</Field.ErrorText>
        </Field.Root>
        <Stack gap="2" role="group" aria-label={t('courseEditor.question.options', { number })}>
          <Text fontSize="sm" fontWeight="medium">
            {t(
              question.kind === 'MULTIPLE_CHOICE'
                ? 'courseEditor.question.optionsTickAll'
                : 'courseEditor.question.optionsChooseOne',
            )}
          </Text>
          {question.kind === 'MULTIPLE_CHOICE' ? (
            question.options.map((option, index) => (
              <Flex key={index} gap="2" align="center">
                <Checkbox.Root
                  colorPalette="brand"
                  checked={option.correct}
                  onCheckedChange={(details) =>
                    onChange(markCorrect(question, index, details.checked === true))
                  }
                >
                  <Checkbox.HiddenInput
                    aria-label={t('courseEditor.question.optionCorrect', { number: index + 1 })}
                  />
                  <Checkbox.Control />
                </Checkbox.Root>
                {optionText(option, index)}
              </Flex>
            ))
          ) : (
            <RadioGroup.Root
              colorPalette="brand"
              value={String(question.options.findIndex((o) => o.correct))}
              onValueChange={(details) =>
                details.value !== null &&
                onChange(markCorrect(question, Number(details.value), true))
              }
            >
              <Stack gap="2">
                {question.options.map((option, index) => (
                  <Flex key={index} gap="2" align="center">
                    <RadioGroup.Item value={String(index)}>
                      <RadioGroup.ItemHiddenInput
                        aria-label={t('courseEditor.question.optionCorrect', { number: index + 1 })}
                      />
                      <RadioGroup.ItemIndicator />
                    </RadioGroup.Item>
                    {optionText(option, index)}
                  </Flex>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
          {optionsError && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {optionsError}
            </Text>
          )}
          {!fixed && question.options.length < MAX_OPTIONS && (
            <Button
              type="button"
              size="xs"
              variant="ghost"
              colorPalette="brand"
              alignSelf="flex-start"
              onClick={() =>
                onChange({
                  ...question,
                  options: [...question.options, { text: '', correct: false }],
                })
              }
            >
              <LuPlus /> {t('courseEditor.question.addOption')}
            </Button>
          )}
        </Stack>
        <Field.Root invalid={Boolean(errors[`${at}.explanation`])}>
          <Field.Label>{t('courseEditor.question.explanation')}</Field.Label>
          <Textarea
            value={question.explanation}
            rows={2}
            maxLength={2000}
            onChange={(event) => onChange({ ...question, explanation: event.target.value })}
          />
          <Field.ErrorText>{errors[`${at}.explanation`]}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Box>
  );
}

function OptionText({
  at,
  index,
  value,
  errors,
  onChange,
  onRemove,
}: {
  at: string;
  index: number;
  value: string;
  errors: Record<string, string>;
  onChange: (text: string) => void;
  onRemove?: () => void;
}) {
  const t = useT();
  return (
    <>
      <Field.Root invalid={Boolean(errors[at])} flex="1">
        <Input
          size="sm"
          aria-label={t('courseEditor.question.option', { number: index + 1 })}
          value={value}
          maxLength={500}
          onChange={(event) => onChange(event.target.value)}
        />
        <Field.ErrorText>{errors[at]}</Field.ErrorText>
      </Field.Root>
      {onRemove && (
        <IconButton
          type="button"
          size="xs"
          variant="ghost"
          aria-label={t('courseEditor.question.removeOption', { number: index + 1 })}
          onClick={onRemove}
        >
          <LuTrash2 />
        </IconButton>
      )}
    </>
  );
}
