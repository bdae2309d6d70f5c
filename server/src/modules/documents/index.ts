// The documents module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { documentsCopier } from './copier.ts';
import { documentRoutes } from './routes.ts';
import { DOCUMENT_COMPONENTS } from './schemas.ts';

export const documentsModule: ServerModule = { name: 'documents', routes: documentRoutes, copiers: [documentsCopier], schemas: DOCUMENT_COMPONENTS };

export { deriveContent, imageAttachmentIds, parseContent, storedContent, type DerivedContent } from './content.ts';
export { checkImageAttachments, documentAccess } from './service.ts';
export { broadcastToDocument } from './collaboration-registry.ts';
export { documentRoutes };
