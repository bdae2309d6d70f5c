import { Space } from '@tessera/shared';
import type { Project } from '@tessera/shared';
import { ToneTag } from '../../../entities/project';

export function ProjectBadges({ project }: { project: Pick<Project, 'status' | 'isPublic' | 'templated'> }) {
  return (
    <Space size={[4, 4]} wrap>
      {project.status === 'active' ? <ToneTag tone="green">Active</ToneTag> : <ToneTag tone="gray">Archived</ToneTag>}
      {project.isPublic ? <ToneTag tone="blue">Public</ToneTag> : <ToneTag tone="orange">Private</ToneTag>}
      {project.templated ? <ToneTag tone="purple">Template</ToneTag> : null}
    </Space>
  );
}
