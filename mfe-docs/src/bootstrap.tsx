import { createRoot } from 'react-dom/client';
import ProjectDocumentsView from './exposed/ProjectDocumentsView';
createRoot(document.getElementById('root')!).render(<ProjectDocumentsView />);
