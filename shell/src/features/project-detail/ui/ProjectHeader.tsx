// Name, description, members, status, dates, identifier and parent of a project, and the buttons that act on
// it (mfe_projects/ProjectActions: if that remote is down, only the buttons' slot degrades).
import type { ProjectActionsProps } from 'mfe-projects/contract';
import { Link } from '@tessera/shared';
import { Badge, Flex, Space, Typography, formatDate, paths, type ProjectDetail } from '@tessera/shared';
import { RemoteView } from '../../../federation/RemoteView';
import { PROJECT_ACTIONS_REMOTE } from '../model/project-views';
import { MemberAvatars } from './MemberAvatars';

export function ProjectHeader({ project }: { project: ProjectDetail }) {
  return (
    <header data-testid="project-header" style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Space align="center" wrap>
            {/* The h1 rule: the shell renders the page's one h1, here the project's name (and on its own pages their
                title); the remote views inside the project page start at h2; a remote's whole-page route (the
                projects list) renders its own h1. */}
            <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }} data-testid="project-name">
              {project.name}
            </Typography.Title>
            <Badge
              status={project.isActive ? 'success' : 'default'}
              text={project.isActive ? 'Active' : 'Inactive'}
              data-testid="project-status"
            />
          </Space>
          {project.description ? (
            <Typography.Paragraph
              type="secondary"
              style={{ marginTop: 8, marginBottom: 8, whiteSpace: 'pre-line' }}
              ellipsis={{ rows: 3, expandable: true, symbol: 'more' }}
              data-testid="project-description"
            >
              {project.description}
            </Typography.Paragraph>
          ) : null}
          <Space size="large" wrap style={{ color: 'rgba(0,0,0,0.65)' }}>
            <span>
              Identifier: <Typography.Text code data-testid="project-identifier">{project.identifier}</Typography.Text>
            </span>
            {project.parentId !== null ? (
              <span data-testid="project-parent">
                Parent: <Link to={paths.project(project.parentId)}>{project.parentName ?? `#${project.parentId}`}</Link>
              </span>
            ) : null}
            <span data-testid="project-created">Created {formatDate(project.createdAt)}</span>
            <span data-testid="project-updated">Updated {formatDate(project.updatedAt)}</span>
          </Space>
        </div>
        <Flex vertical align="flex-end" gap={12}>
          <MemberAvatars members={project.members} memberTotal={project.memberTotal} />
          <div data-testid="project-actions-slot">
            <RemoteView<ProjectActionsProps> id={PROJECT_ACTIONS_REMOTE} props={{ project }} inline />
          </div>
        </Flex>
      </Flex>
    </header>
  );
}
