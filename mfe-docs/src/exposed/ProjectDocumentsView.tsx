import { Result } from '@tessera/shared';
import type { ProjectDocumentsViewProps } from './contract';

export const DOCUMENTS_NOT_AVAILABLE_MESSAGE = 'Project documents are not available in this version of Tessera yet.';

export default function ProjectDocumentsView({ projectId, projectName }: ProjectDocumentsViewProps) {
  return (
    <div data-testid="remote-view-mfe_docs" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Result status="info" title={`Documents of ${projectName}`} subTitle={DOCUMENTS_NOT_AVAILABLE_MESSAGE} />
    </div>
  );
}
