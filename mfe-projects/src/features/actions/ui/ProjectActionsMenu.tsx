// The '⋯' menu on each project card and row of the list: Open, Edit, Archive/Unarchive, Delete.
// Offered only to callers the server lets edit or delete the project (its action links).
import { useState, type SyntheticEvent } from 'react';
import {
  Button, DeleteOutlined, Dropdown, EditOutlined, ExportOutlined, InboxOutlined, MoreOutlined, RollbackOutlined,
  type MenuProps, type Project,
} from '@tessera/shared';
import { useArchiveProject } from '../../archive/model/use-archive-project';
import { DeleteProjectDialog } from '../../delete/ui/DeleteProjectDialog';
import { EditProjectDialog } from '../../edit/ui/EditProjectDialog';

export interface ProjectActionsMenuProps {
  project: Project;
  onOpen: (project: Project) => void;
}

// The card and the row open the project on click and on Enter/Space; nothing inside this menu or its dialogs
// (rendered in portals, whose events still bubble through React) may reach them.
const stop = (event: SyntheticEvent) => event.stopPropagation();

export function ProjectActionsMenu({ project, onOpen }: ProjectActionsMenuProps) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const archive = useArchiveProject();
  if (!project.canUpdate && !project.canDelete) return null;

  const archived = project.status === 'archived';
  const items: MenuProps['items'] = [
    { key: 'open', label: 'Open', icon: <ExportOutlined /> },
    ...(project.canUpdate
      ? [
          { key: 'edit', label: 'Edit', icon: <EditOutlined /> },
          archived
            ? { key: 'unarchive', label: 'Unarchive', icon: <RollbackOutlined /> }
            : { key: 'archive', label: 'Archive', icon: <InboxOutlined /> },
        ]
      : []),
    ...(project.canDelete ? [{ type: 'divider' as const }, { key: 'delete', label: 'Delete', icon: <DeleteOutlined />, danger: true }] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'open') onOpen(project);
    else if (key === 'edit') setDialog('edit');
    else if (key === 'archive' || key === 'unarchive') archive.mutate({ project, archived: key === 'archive' });
    else if (key === 'delete') setDialog('delete');
  };

  return (
    <span onClick={stop} onKeyDown={stop} style={{ display: 'inline-flex' }}>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={`Actions for ${project.name}`}
          data-testid="project-actions-menu"
          loading={archive.isPending}
        />
      </Dropdown>
      {project.canUpdate ? <EditProjectDialog project={project} open={dialog === 'edit'} onClose={() => setDialog(null)} /> : null}
      {project.canDelete ? (
        <DeleteProjectDialog project={project} open={dialog === 'delete'} onOpenChange={(open) => setDialog(open ? 'delete' : null)} />
      ) : null}
    </span>
  );
}
