// The bell in the header: the unread count, and a drawer listing the user's notifications (newest first). A click
// on one marks it read and opens its source; new ones arrive live on the user's own event stream.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert, App, Badge, BellOutlined, Button, Drawer, Empty, Flex, Link, Skeleton, Typography, VisuallyHidden, errorMessage,
  formatDateTime, formatRelativeTime, useCurrentUser, useUserEvents,
} from '@tessera/shared';
import { notificationKeys, useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from '../api/notifications-api';
import { notificationTarget, notificationText, type NotificationItem } from '../model/notification';

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  bellLabel: (unread: number | undefined) => (unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`),
  empty: 'No notifications yet. You will see here when someone assigns you a task, mentions you or shares something with you.',
  loadFailed: 'Your notifications could not be loaded.',
  retry: 'Retry',
  markAll: 'Mark all as read',
  markAllFailed: 'Your notifications could not be marked as read.',
  showMore: 'Show more',
  unread: 'Unread: ',
} as const;

const LIST_CSS = `
.tessera-notification-list { list-style: none; margin: 0; padding: 0; }
.tessera-notification-list li + li { border-top: 1px solid #f0f0f0; }
.tessera-notification-item { display: flex; gap: 10px; padding: 12px 8px; color: inherit; border-radius: 6px; }
.tessera-notification-item:hover, .tessera-notification-item:focus-visible { background: #f5f7fa; color: inherit; }
.tessera-notification-item .tessera-notification-dot { flex: none; width: 8px; height: 8px; margin-top: 7px; border-radius: 50%; }
.tessera-notification-item.unread .tessera-notification-dot { background: #1456c7; }
.tessera-notification-item.unread .tessera-notification-text { font-weight: 600; }
`;

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const target = notificationTarget(item);
  const body = (
    <>
      <span className="tessera-notification-dot" aria-hidden />
      <span style={{ minWidth: 0 }}>
        <span className="tessera-notification-text" style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {item.read ? null : <VisuallyHidden>{NOTIFICATION_MESSAGES.unread}</VisuallyHidden>}
          {notificationText(item)}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {formatRelativeTime(item.createdAt)}
          </time>
        </Typography.Text>
      </span>
    </>
  );
  const className = `tessera-notification-item${item.read ? '' : ' unread'}`;
  return (
    <li data-testid="notification-item">
      {target ? (
        <Link to={target} className={className} onClick={() => onOpen(item)}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

function NotificationList({ onOpen }: { onOpen: (item: NotificationItem) => void }) {
  const list = useNotificationList(true);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (list.isError && !list.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={NOTIFICATION_MESSAGES.loadFailed}
        description={errorMessage(list.error)}
        action={
          <Button size="small" onClick={() => list.refetch()}>
            {NOTIFICATION_MESSAGES.retry}
          </Button>
        }
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NOTIFICATION_MESSAGES.empty} />;
  return (
    <>
      <ul className="tessera-notification-list" aria-label={NOTIFICATION_MESSAGES.title}>
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {NOTIFICATION_MESSAGES.showMore}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}

export function NotificationBell() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const client = useQueryClient();
  const { message } = App.useApp();
  const unread = useUnreadCount(user !== null);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  // A notification arrived or was read (here or in another tab): the count and the list refetch.
  useUserEvents(() => {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
  });
  if (!user) return null;
  const count = unread.data;

  const onOpen = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    setOpen(false);
  };
  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => message.error(`${NOTIFICATION_MESSAGES.markAllFailed} (${errorMessage(error)})`),
    });

  return (
    <>
      <style href="tessera-notifications" precedence="low">
        {LIST_CSS}
      </style>
      <Button
        ref={bellRef}
        type="text"
        aria-label={NOTIFICATION_MESSAGES.bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={() => setOpen(true)}
        icon={
          <Badge count={count ?? 0} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
      <Drawer
        open={open}
        // Closed with Escape, its close button or the mask: focus goes back to the bell (an opened item leaves it to its page).
        onClose={() => {
          setOpen(false);
          setTimeout(() => bellRef.current?.focus());
        }}
        title={NOTIFICATION_MESSAGES.title}
        placement="right"
        destroyOnHidden
        afterOpenChange={(isOpen) => {
          // The drawer's focus trap may hold focus until the closing animation ends: hand it to the bell then too.
          const active = document.activeElement;
          if (!isOpen && bellRef.current && (!active || active === document.body || active.closest('.ant-drawer'))) bellRef.current.focus();
        }}
        data-testid="notifications-drawer"
        extra={
          <Button size="small" onClick={onMarkAll} loading={markAll.isPending} disabled={!count}>
            {NOTIFICATION_MESSAGES.markAll}
          </Button>
        }
      >
        <NotificationList onOpen={onOpen} />
      </Drawer>
    </>
  );
}
