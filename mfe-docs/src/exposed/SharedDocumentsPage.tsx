// Exposed as mfe_docs/SharedDocumentsPage for the shell's /docs/shared route.
import type { ComponentType } from 'react';
import SharedDocumentsPage from '../pages/SharedDocumentsPage';
import type { SharedDocumentsPageProps } from './contract';

const ExposedSharedDocumentsPage: ComponentType<SharedDocumentsPageProps> = SharedDocumentsPage;
export default ExposedSharedDocumentsPage;
