// The note an archived project's tasks area shows above its read-only views.
import { Alert } from '@tessera/shared';
import { PROJECT_ARCHIVED_HINT, PROJECT_ARCHIVED_NOTE } from '../model/read-only';

export function ArchivedNote() {
  return <Alert type="info" showIcon title={PROJECT_ARCHIVED_NOTE} description={PROJECT_ARCHIVED_HINT} data-testid="project-archived-note" />;
}
