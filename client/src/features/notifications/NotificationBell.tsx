import { Badge, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import {
  NotificationsDocument,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
  useUnreadNotificationCountQuery,
} from './notifications.generated';
import { useT } from './i18n';

/**
 * Lucide's bell, drawn here rather than imported from react-icons/lu: that module lives in the
 * landing page's chunk, so any icon taken from it adds its paths to the landing bundle.
 */
function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      width="1em"
      height="1em"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** How often the unread count is asked for while the page is open (and at once on focus). */
const POLL_MS = 60_000;
const PAGE = 20;
const MARK_ALL = 'mark-all-read';

/**
 * The bell of the navbar, for a signed-in user: a button named with the unread count ("Notifications,
 * 3 unread"), opening a menu of the latest notifications (arrow keys move, Enter opens): opening one
 * marks it read, and "Mark all read" marks them all. A menu, like the account menu beside it, so
 * its code adds no new shared chunk to the landing page's list (layout/AccountMenu.tsx loads it).
 */
export function NotificationBell() {
  const t = useT();
  const { data, refetch } = useUnreadNotificationCountQuery({
    pollInterval: POLL_MS,
    // A hidden tab does not poll; coming back to it asks at once (the focus listener below).
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const client = useApolloClient();
  // The list mounts on the first opening (lazyMount) and stays, so a later opening asks again.
  const opened = useRef(false);
  // What choosing an item does: the list sets it (the menu reports the choice at its root).
  const select = useRef<((value: string) => void) | null>(null);
  const refreshList = () =>
    client.refetchQueries({ include: [NotificationsDocument] }).catch(() => undefined);
  useEffect(() => {
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const unread = data?.unreadNotificationCount ?? 0;
  const recount = () => void refetch().catch(() => undefined);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      onOpenChange={(details) => {
        if (details.open && opened.current) void refreshList();
        opened.current ||= details.open;
      }}
      onSelect={(details) => select.current?.(details.value)}
    >
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          position="relative"
          aria-label={t('notifications.button', { count: unread })}
        >
          <BellIcon />
          {unread > 0 && (
            <Badge
              aria-hidden
              position="absolute"
              top="0"
              insetEnd="0"
              colorPalette="red"
              variant="solid"
              rounded="full"
              fontSize="2xs"
              px="1"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content width={{ base: '20rem', sm: 'sm' }} maxH="70vh" overflowY="auto">
            <NotificationItems unread={unread} recount={recount} select={select} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function NotificationItems({
  unread,
  recount,
  select,
}: {
  unread: number;
  recount: () => void;
  select: RefObject<((value: string) => void) | null>;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useNotificationsQuery({
    variables: { first: PAGE },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll] = useMarkAllNotificationsReadMutation();
  const nodes = data?.notifications.nodes ?? [];

  // Failures are quiet: the item stays unread, and the count says so at its next poll.
  const read = async (id: string) => {
    await markRead({ variables: { id } }).catch(() => undefined);
    recount();
  };
  const readAll = async () => {
    await markAll().catch(() => undefined);
    await refetch().catch(() => undefined);
    recount();
  };
  // Navigates through the router: Ark selects an item with a non-bubbling event.
  select.current = (value) => {
    if (value === MARK_ALL) return void readAll();
    const chosen = nodes.find((n) => n.id === value);
    if (!chosen) return;
    if (!chosen.readAt) void read(chosen.id);
    void navigate(chosen.url);
  };
  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel fontWeight="semibold">{t('notifications.heading')}</Menu.ItemGroupLabel>
      {loading && !data ? (
        <Text px="2" py="2" fontSize="sm" color="fg.muted">
          …
        </Text>
      ) : error && !data ? (
        <Text px="2" py="2" fontSize="sm" color="fg.error">
          {t('notifications.notLoaded')}
        </Text>
      ) : nodes.length === 0 ? (
        <Text px="2" py="2" fontSize="sm" color="fg.muted">
          {t('notifications.empty')}
        </Text>
      ) : (
        nodes.map((n) => (
          <Menu.Item key={n.id} value={n.id} alignItems="start" py="2">
            <Stack gap="0.5" minW="0">
              <Text fontWeight={n.readAt ? 'normal' : 'semibold'}>
                {!n.readAt && <Text as="span" srOnly>{`${t('notifications.unread')}: `}</Text>}
                {n.title}
              </Text>
              <Text fontSize="sm" whiteSpace="normal">
                {n.body}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(n.createdAt)}
              </Text>
            </Stack>
          </Menu.Item>
        ))
      )}
      <Menu.Separator />
      <Menu.Item value={MARK_ALL} disabled={unread === 0} closeOnSelect={false}>
        {t('notifications.markAllRead')}
      </Menu.Item>
    </Menu.ItemGroup>
  );
}
