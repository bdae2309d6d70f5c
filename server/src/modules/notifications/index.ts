// The notifications module's public face. Other modules call `notify` inside the transaction of the change that
// causes a notification and `publishNotifications` with its answer once that transaction has committed:
//
//   const created = await app.db.transaction().execute(async (trx) => { ...; return notify(trx, entries, now); });
//   publishNotifications(app, created);
import type { ServerModule } from '../module.ts';
import { notificationRoutes } from './routes.ts';
import { NOTIFICATION_COMPONENTS } from './schemas.ts';

export const notificationsModule: ServerModule = { name: 'notifications', routes: notificationRoutes, schemas: NOTIFICATION_COMPONENTS };

export { notify, publishNotifications, type CreatedNotification, type NotificationEntry } from './service.ts';
export { mentionedInComment, mentionedInDocument, newlyMentionedInDocument } from './mentions.ts';
export { NOTIFICATION_REASONS, type NotificationReason } from './filters.ts';
