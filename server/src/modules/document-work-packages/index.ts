// The document-work-packages module's public face: the work packages linked to a document (issue 15, tasks created
// from a passage of a document). Access comes from the documents module (the document) and the access kernel (the
// work packages' projects).
import type { ServerModule } from '../module.ts';
import { documentWorkPackageRoutes } from './routes.ts';
import { DOCUMENT_WORK_PACKAGE_COMPONENTS } from './schemas.ts';

export const documentWorkPackagesModule: ServerModule = { name: 'document-work-packages', routes: documentWorkPackageRoutes, schemas: DOCUMENT_WORK_PACKAGE_COMPONENTS };
