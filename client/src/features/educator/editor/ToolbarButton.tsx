import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ToolbarButtonProps {
  label: string;
  /** For toggles (marks, headings, lists): announced with aria-pressed. */
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A small icon button of the editor toolbar, named by its aria-label. */
export function ToolbarButton({ label, active, onClick, children }: ToolbarButtonProps) {
  return (
    <IconButton
      type="button"
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
