import { chakra, Grid } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { sameColor, TEXT_COLOR_COLUMNS, TEXT_COLORS } from './textColors';
import { useT } from '../courseEditor.i18n';

const MOVES: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -TEXT_COLOR_COLUMNS,
  ArrowDown: TEXT_COLOR_COLUMNS,
};

/** Arrow keys, Home and End move between swatches. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const index = buttons.findIndex((button) => button === document.activeElement);
  if (index === -1) return;
  let next: number | undefined;
  if (event.key in MOVES) next = index + MOVES[event.key];
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  buttons[Math.min(Math.max(next, 0), buttons.length - 1)].focus();
}

/** The 35 colour swatches as buttons named by colour, the current one pressed. */
export function ColorSwatches({
  current,
  onPick,
}: {
  current: string;
  onPick: (value: string) => void;
}) {
  const t = useT();
  return (
    <Grid
      role="group"
      aria-label={t('courseEditor.editor.textColours')}
      templateColumns={`repeat(${TEXT_COLOR_COLUMNS}, auto)`}
      gap="1"
      onKeyDown={moveFocus}
    >
      {TEXT_COLORS.map((color) => (
        <chakra.button
          key={color.value}
          type="button"
          aria-label={t(color.name)}
          aria-pressed={sameColor(current, color.value)}
          title={t(color.name)}
          w="7"
          h="7"
          rounded="sm"
          borderWidth="1px"
          borderColor="border.emphasized"
          cursor="pointer"
          _pressed={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '1px' }}
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '2px',
          }}
          style={{ backgroundColor: color.value }}
          onClick={() => onPick(color.value)}
        />
      ))}
    </Grid>
  );
}
