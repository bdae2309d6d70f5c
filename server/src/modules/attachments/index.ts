// The attachments module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { workPackageAttachmentsCopier } from './copier.ts';
import { attachmentRoutes } from './routes.ts';

export const attachmentsModule: ServerModule = { name: 'attachments', routes: attachmentRoutes, copiers: [workPackageAttachmentsCopier] };

export { attachmentRoutes };
