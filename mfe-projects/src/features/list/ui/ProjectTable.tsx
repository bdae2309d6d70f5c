import type { HTMLAttributes, KeyboardEvent } from 'react';
import { Table, Typography, formatDate } from '@tessera/shared';
import type { Project, TableColumnsType } from '@tessera/shared';
import { ProjectActionsMenu } from '../../actions/ui/ProjectActionsMenu';
import { HighlightedText } from '../../search/ui/HighlightedText';
import { LIST_PAGE_SIZE } from '../model/list-constants';
import { ProjectBadges } from './ProjectBadges';
import { clampedDescriptionStyle } from './ProjectCard';

interface ProjectTableProps {
  projects: readonly Project[];
  page: number;
  onPageChange: (page: number) => void;
  highlight: readonly string[];
  onOpen: (project: Project) => void;
}

export function ProjectTable({ projects, page, onPageChange, highlight, onOpen }: ProjectTableProps) {
  const columns: TableColumnsType<Project> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, project) => (
        <div>
          <Typography.Text strong>
            <HighlightedText text={project.name} fragments={highlight} />
          </Typography.Text>
          {project.parentName ? (
            <div>
              <Typography.Text type="secondary">in {project.parentName}</Typography.Text>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Identifier',
      dataIndex: 'identifier',
      key: 'identifier',
      render: (identifier: string) => <Typography.Text code>{identifier}</Typography.Text>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      width: '30%',
      render: (description: string) => (
        <Typography.Paragraph type="secondary" style={clampedDescriptionStyle} title={description || undefined}>
          {description || 'No description'}
        </Typography.Paragraph>
      ),
    },
    { title: 'Status', key: 'status', render: (_, project) => <ProjectBadges project={project} /> },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value) },
    { title: 'Updated', dataIndex: 'updatedAt', key: 'updatedAt', render: (value: string) => formatDate(value) },
  ];
  // Only callers who may change some of the listed projects get the actions column.
  if (projects.some((project) => project.canUpdate || project.canDelete)) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_, project) => <ProjectActionsMenu project={project} onOpen={onOpen} />,
    });
  }

  return (
    <Table<Project>
      rowKey="id"
      columns={columns}
      dataSource={[...projects]}
      pagination={{
        current: page,
        pageSize: LIST_PAGE_SIZE,
        onChange: onPageChange,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total, [from, to]) => `${from}-${to} of ${total} projects`,
      }}
      onRow={(project) =>
        ({
          'data-testid': 'project-row',
          'data-project-id': project.id,
          role: 'link',
          tabIndex: 0,
          'aria-label': `Open project ${project.name}`,
          style: { cursor: 'pointer' },
          onClick: () => onOpen(project),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') onOpen(project);
          },
        }) as HTMLAttributes<HTMLElement>
      }
      scroll={{ x: 'max-content' }}
    />
  );
}
