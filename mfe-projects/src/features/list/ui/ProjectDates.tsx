import { Space, Tooltip, Typography, formatDate, formatDateTime, formatRelativeTime } from '@tessera/shared';
import type { Project } from '@tessera/shared';

export function ProjectDates({ project }: { project: Pick<Project, 'createdAt' | 'updatedAt'> }) {
  return (
    <Space size={12} wrap>
      <Typography.Text type="secondary">
        Created <Tooltip title={formatDateTime(project.createdAt)}>{formatDate(project.createdAt)}</Tooltip>
      </Typography.Text>
      <Typography.Text type="secondary">
        Updated <Tooltip title={formatDateTime(project.updatedAt)}>{formatDate(project.updatedAt)}</Tooltip>
        {' '}({formatRelativeTime(project.updatedAt)})
      </Typography.Text>
    </Space>
  );
}
