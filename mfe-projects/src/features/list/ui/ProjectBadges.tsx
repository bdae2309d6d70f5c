import { Space, Tag } from '@tessera/shared';
import type { Project } from '@tessera/shared';

export function ProjectBadges({ project }: { project: Pick<Project, 'status' | 'isPublic' | 'templated'> }) {
  return (
    <Space size={[4, 4]} wrap>
      {project.status === 'active' ? <Tag color="green">Active</Tag> : <Tag color="default">Archived</Tag>}
      {project.isPublic ? <Tag color="blue">Public</Tag> : <Tag color="orange">Private</Tag>}
      {project.templated ? <Tag color="purple">Template</Tag> : null}
    </Space>
  );
}
