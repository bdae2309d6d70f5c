// The list view: one row per project, fitting the page's width (no horizontal scroll at 1440 px and below): fixed
// column widths, long names and descriptions cut to two lines with the full text in a title, and the less important
// columns hidden on narrower screens (antd breakpoints of the window: md 768, lg 992, xl 1200 px).
import type { HTMLAttributes } from 'react';
import { Table, Typography, formatDate } from '@tessera/shared';
import type { Project, TableColumnsType } from '@tessera/shared';
import { menuActionsOf, ProjectActionsMenu } from '../../actions';
import { BREAK_ANYWHERE, ClampedText } from '../../../entities/project';
import { HighlightedText } from '../../search';
import { LIST_PAGE_SIZE } from '../model/list-constants';
import { ProjectBadges } from './ProjectBadges';
import { NAME_CLAMP_LINES } from './ProjectCard';
import { ProjectNameLink } from './ProjectNameLink';

/** Column widths in px (the name takes the rest); dates fit 'Sep 30, 2026'. */
export const LIST_COLUMN_WIDTHS = { identifier: 160, description: '22%', status: 190, date: 120, actions: 96 } as const;
/** Description and identifier cut to this many lines in a row. */
const ROW_CLAMP_LINES = 2;

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
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>
            <ProjectNameLink project={project} onOpen={onOpen}>
              <ClampedText lines={NAME_CLAMP_LINES} title={project.name} data-testid="project-row-name">
                <HighlightedText text={project.name} fragments={highlight} />
              </ClampedText>
            </ProjectNameLink>
          </Typography.Text>
          {project.parentName ? (
            <Typography.Text type="secondary">
              <ClampedText lines={1} title={project.parentName}>
                in {project.parentName}
              </ClampedText>
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Identifier',
      dataIndex: 'identifier',
      key: 'identifier',
      width: LIST_COLUMN_WIDTHS.identifier,
      responsive: ['md'],
      render: (identifier: string) => (
        <Typography.Text code style={BREAK_ANYWHERE}>
          <ClampedText lines={ROW_CLAMP_LINES} title={identifier}>
            {identifier}
          </ClampedText>
        </Typography.Text>
      ),
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      width: LIST_COLUMN_WIDTHS.description,
      responsive: ['lg'],
      render: (description: string) => (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          <ClampedText lines={ROW_CLAMP_LINES} title={description || undefined}>
            {description || 'No description'}
          </ClampedText>
        </Typography.Paragraph>
      ),
    },
    { title: 'Status', key: 'status', width: LIST_COLUMN_WIDTHS.status, render: (_, project) => <ProjectBadges project={project} /> },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', width: LIST_COLUMN_WIDTHS.date, responsive: ['xl'], render: (value: string) => formatDate(value) },
    { title: 'Updated', dataIndex: 'updatedAt', key: 'updatedAt', width: LIST_COLUMN_WIDTHS.date, responsive: ['sm'], render: (value: string) => formatDate(value) },
  ];
  // Only callers who may do something with some of the listed projects get the actions column.
  if (projects.some((project) => menuActionsOf(project).any)) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      align: 'right',
      width: LIST_COLUMN_WIDTHS.actions,
      render: (_, project) => <ProjectActionsMenu project={project} onOpen={onOpen} />,
    });
  }

  return (
    <Table<Project>
      data-testid="projects-table"
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
      // A row stays a row (a role=link row would drop out of the table for screen readers): a click anywhere opens
      // the project, the keyboard reaches it through the name's link.
      onRow={(project) =>
        ({
          'data-testid': 'project-row',
          'data-project-id': project.id,
          style: { cursor: 'pointer' },
          onClick: () => onOpen(project),
        }) as HTMLAttributes<HTMLElement>
      }
      tableLayout="fixed"
    />
  );
}
