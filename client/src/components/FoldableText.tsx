import { Button, Text, type TextProps } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from './i18n';

interface Props extends TextProps {
  children: ReactNode;
  /** Lines shown while folded. */
  lines?: number;
  /** Names what the toggle unfolds, for its accessible name ("Read more: Asha's review"). */
  subject: string;
}

/**
 * Text folded to a few lines behind 'Read more' ('Read less' folds it back), offered only when it
 * is longer than those lines at the current width.
 */
export function FoldableText({ children, lines = 4, subject, ...textProps }: Props) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children]);

  const action = expanded ? t('components.readLess') : t('components.readMore');
  const label = expanded
    ? t('components.readLessAbout', { subject })
    : t('components.readMoreAbout', { subject });
  return (
    <>
      <Text ref={ref} id={id} lineClamp={expanded ? undefined : lines} {...textProps}>
        {children}
      </Text>
      {(overflows || expanded) && (
        <Button
          variant="plain"
          colorPalette="brand"
          size="sm"
          px="0"
          height="auto"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={label}
          onClick={() => setExpanded(!expanded)}
        >
          {action}
        </Button>
      )}
    </>
  );
}
