import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { useT } from '../courseEditor.i18n';

// TipTap loads in its own chunk, only when a course form is shown.
const RichTextEditor = lazy(() => import('../editor/RichTextEditor'));

interface DescriptionFieldProps {
  initialHtml: string;
  onChange: (html: string) => void;
}

/** 'Course Description': the rich-text editor under its label. */
export function DescriptionField({ initialHtml, onChange }: DescriptionFieldProps) {
  const t = useT();
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {t('courseEditor.basics.description')}
      </Text>
      <Suspense
        fallback={
          <Skeleton
            h="64"
            rounded="md"
            role="status"
            aria-label={t('courseEditor.basics.loadingEditor')}
          />
        }
      >
        <RichTextEditor labelId={labelId} initialHtml={initialHtml} onChange={onChange} />
      </Suspense>
    </Stack>
  );
}
