// The attachments module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { workPackageAttachmentsCopier } from './copier.ts';
import { attachmentRoutes } from './routes.ts';
import { ATTACHMENT_COMPONENTS } from './schemas.ts';

export const attachmentsModule: ServerModule = { name: 'attachments', routes: attachmentRoutes, schemas: ATTACHMENT_COMPONENTS, copiers: [workPackageAttachmentsCopier] };

export { attachmentRoutes };
export { FILE_SWEEP_JOB } from './sweep.ts';
