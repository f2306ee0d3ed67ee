import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleAlert, LuInbox } from 'react-icons/lu';
import { useT } from './i18n';

/** An empty list: icon, title, an optional line and action. */
export function EmptyView({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A failed load: the message and a retry. */
export function ErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.error">
          <LuCircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('educator.error.title')}</EmptyState.Title>
          <EmptyState.Description>{message}</EmptyState.Description>
        </VStack>
        <Button variant="outline" onClick={onRetry}>
          {t('educator.error.retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
