// In-app notifications: the header's bell with the unread count and the list of the user's notifications.
export { NotificationBell, NOTIFICATION_MESSAGES } from './ui/NotificationBell';
export { notificationText, notificationTarget, type NotificationItem } from './model/notification';
