import { Typography } from '@tessera/shared';
import type { ReactNode } from 'react';
import type { ProjectDocumentsViewProps } from '../exposed/contract';
import { DocumentsList } from '../features/documents-list';

export default function ProjectDocumentsPage({ projectId, projectName }: ProjectDocumentsViewProps) {
  return (
    <div data-testid="remote-view-mfe_docs" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <DocumentsList projectId={projectId} projectName={projectName} title={<ViewTitle>{`Documents of ${projectName}`}</ViewTitle>} />
    </div>
  );
}

// Inside the project page, whose h1 is the project's name (the shell's), a view starts at h2.
function ViewTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
      {children}
    </Typography.Title>
  );
}
