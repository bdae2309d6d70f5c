// Entry after the async boundary in index.ts (shared singletons are negotiated by now).
import { startShell } from './app/start-shell';

void startShell(document.getElementById('root'));
