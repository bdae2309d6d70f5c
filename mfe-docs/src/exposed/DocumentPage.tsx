// Exposed as mfe_docs/DocumentPage for the shell's /docs/:id route: the page, held to what the contract promises.
import type { ComponentType } from 'react';
import DocumentPage from '../pages/DocumentPage';
import type { DocumentPageProps } from './contract';

const ExposedDocumentPage: ComponentType<DocumentPageProps> = DocumentPage;
export default ExposedDocumentPage;
