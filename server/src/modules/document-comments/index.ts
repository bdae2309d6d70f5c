// The document-comments module's public face: inline comment threads on documents (issue 14, "inline comments").
// Access comes from the documents module (who sees and who may edit a document, shares included).
import type { ServerModule } from '../module.ts';
import { documentCommentRoutes } from './routes.ts';
import { DOCUMENT_COMMENT_COMPONENTS } from './schemas.ts';

export const documentCommentsModule: ServerModule = { name: 'document-comments', routes: documentCommentRoutes, schemas: DOCUMENT_COMMENT_COMPONENTS };
