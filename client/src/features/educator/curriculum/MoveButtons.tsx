import { HStack, IconButton } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import type { Direction } from './curriculum';

interface MoveButtonsProps {
  /** The buttons' names: "Move chapter Basics up", "Move lecture Intro down". */
  labels: { up: string; down: string };
  /** 1-based place in its list, and the list's length. */
  position: number;
  count: number;
  onMove: (direction: Direction) => void;
}

/**
 * 'Move up' and 'Move down' for one item of a list, disabled at its ends. The item keeps the
 * focus as it moves: the same button, or the other one once the item reaches an end.
 */
export function MoveButtons({ labels, position, count, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moving = useRef<Direction | null>(null);
  const atTop = position === 1;
  const atBottom = position === count;

  useEffect(() => {
    const direction = moving.current;
    if (direction === null) return;
    moving.current = null;
    const same = direction === -1 ? up : down;
    const other = direction === -1 ? down : up;
    (same.current?.disabled ? other : same).current?.focus();
  }, [position]);

  const move = (direction: Direction) => {
    moving.current = direction;
    onMove(direction);
  };

  return (
    <HStack gap="0" flexShrink={0}>
      <IconButton
        ref={up}
        type="button"
        size="sm"
        variant="ghost"
        aria-label={labels.up}
        disabled={atTop}
        onClick={() => move(-1)}
      >
        <LuArrowUp />
      </IconButton>
      <IconButton
        ref={down}
        type="button"
        size="sm"
        variant="ghost"
        aria-label={labels.down}
        disabled={atBottom}
        onClick={() => move(1)}
      >
        <LuArrowDown />
      </IconButton>
    </HStack>
  );
}
