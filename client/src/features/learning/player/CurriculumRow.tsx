import { Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircleCheck } from 'react-icons/lu';
import { useT } from '../i18n';

interface Props {
  title: string;
  /** Shown before the title (e.g. "Quiz: "); the button's name keeps the title alone. */
  prefix?: string;
  /** The line under the title: a length, a quiz's questions and pass mark. */
  detail: string;
  icon: IconType;
  selected: boolean;
  /** Done (a lecture completed, a quiz passed): a check, named `doneLabel`, replaces the icon. */
  done: boolean;
  doneLabel: string;
  /** The button's word; the row has no button without `onAction`. */
  action: string;
  onAction?: () => void;
  testId: string;
}

/** One row of a curriculum list (a lecture or a quiz): icon or check, title, detail, action. */
export function CurriculumRow({
  title,
  prefix = '',
  detail,
  icon,
  selected,
  done,
  doneLabel,
  action,
  onAction,
  testId,
}: Props) {
  const t = useT();
  return (
    <Flex
      as="li"
      gap="3"
      px="4"
      py="2"
      align="center"
      bg={selected ? 'brand.subtle' : undefined}
      aria-current={selected ? 'true' : undefined}
      data-testid={testId}
    >
      {done ? (
        <Icon
          as={LuCircleCheck}
          color="green.600"
          role="img"
          aria-label={doneLabel}
          aria-hidden={false}
        />
      ) : (
        <Icon as={icon} color="fg.muted" aria-hidden />
      )}
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight={selected ? 'semibold' : 'normal'} overflowWrap="anywhere">
          {prefix}
          {title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      </Stack>
      {onAction && (
        <Button
          size="xs"
          variant={selected ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-label={t('learning.rowActionLabel', { action, title })}
          onClick={onAction}
        >
          {action}
        </Button>
      )}
    </Flex>
  );
}
