// The '⋯' menu on each project card and row of the list: Open, Edit, Archive/Unarchive, Create from template, Delete.
// Each item is offered only when the server's action links allow it; an archived project is read-only, so on it only
// Unarchive is offered.
import { useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import {
  Button, CopyOutlined, DeleteOutlined, Dropdown, EditOutlined, ExportOutlined, InboxOutlined, MoreOutlined, RollbackOutlined,
  type MenuProps, type Project,
} from '@tessera/shared';
import { useArchiveProject } from '../../archive';
import { useCreationDialogsStore } from '../../../entities/project';
import { DeleteProjectDialog } from '../../delete';
import { EditProjectDialog } from '../../edit';

export interface ProjectActionsMenuProps {
  project: Project;
  onOpen: (project: Project) => void;
}

// The card and the row open the project on a click; no click inside this menu or its dialogs (rendered in portals,
// whose events still bubble through React) may reach them.
const stop = (event: SyntheticEvent) => event.stopPropagation();
// The menu opens inside this holder: its items start at the start, whatever the table cell around says.
const MENU_HOLDER_STYLE = { display: 'inline-flex', textAlign: 'start' } as const;

/** What the menu offers on a project; none of it on an archived project but Unarchive. */
export function menuActionsOf(project: Project) {
  const archived = project.status === 'archived';
  const canUpdate = !archived && project.canUpdate;
  const canDelete = !archived && project.canDelete;
  const canCopyTemplate = !archived && project.templated && project.canCopy;
  return { archived, canUpdate, canDelete, canCopyTemplate, any: canUpdate || canDelete || canCopyTemplate || project.canArchive };
}

export function ProjectActionsMenu({ project, onOpen }: ProjectActionsMenuProps) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  // The menu item that opened a dialog is gone when it closes: the focus goes back to the menu's button instead.
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = () => trigger.current?.focus();
  // Opened from the keyboard, the menu takes the focus (the arrows then move through it at once). Not when opened
  // with the pointer: antd moves the focus a few frames late, and would take it from a dialog opened quickly.
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const onTriggerKeyDown = (event: KeyboardEvent) => setOpenedByKeyboard(event.key === 'Enter' || event.key === ' ');
  // Escape or a pick closes the menu while the focus is on one of its items, which go with it: back to the button.
  const onOpenChange = (open: boolean) => {
    if (!open && document.activeElement?.closest('.ant-dropdown')) returnFocus();
  };
  const archive = useArchiveProject();
  const openTemplate = useCreationDialogsStore((state) => state.openTemplate);
  const { archived, canUpdate, canDelete, canCopyTemplate, any } = menuActionsOf(project);
  if (!any) return null;

  const items: MenuProps['items'] = [
    { key: 'open', label: 'Open', icon: <ExportOutlined /> },
    ...(canUpdate ? [{ key: 'edit', label: 'Edit', icon: <EditOutlined /> }] : []),
    ...(project.canArchive
      ? [
          archived
            ? { key: 'unarchive', label: 'Unarchive', icon: <RollbackOutlined /> }
            : { key: 'archive', label: 'Archive', icon: <InboxOutlined /> },
        ]
      : []),
    ...(canCopyTemplate ? [{ key: 'template', label: 'Create from template', icon: <CopyOutlined /> }] : []),
    ...(canDelete ? [{ type: 'divider' as const }, { key: 'delete', label: 'Delete', icon: <DeleteOutlined />, danger: true }] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'open') onOpen(project);
    else if (key === 'edit') setDialog('edit');
    else if (key === 'archive' || key === 'unarchive') archive.mutate({ project, archived: key === 'archive' });
    else if (key === 'template') openTemplate(project.id);
    else if (key === 'delete') setDialog('delete');
  };

  return (
    <span onClick={stop} style={MENU_HOLDER_STYLE}>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        autoFocus={openedByKeyboard}
        onOpenChange={onOpenChange}
        // Beside its button in the page's main landmark, not at the end of the body outside every landmark.
        getPopupContainer={(button) => button.parentElement ?? document.body}
      >
        <Button
          ref={trigger}
          onKeyDown={onTriggerKeyDown}
          onPointerDown={() => setOpenedByKeyboard(false)}
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={`Actions for ${project.name}`}
          data-testid="project-actions-menu"
          loading={archive.isPending}
        />
      </Dropdown>
      {canUpdate ? <EditProjectDialog project={project} open={dialog === 'edit'} onClose={() => setDialog(null)} afterClose={returnFocus} /> : null}
      {canDelete ? (
        <DeleteProjectDialog
          project={project}
          open={dialog === 'delete'}
          onOpenChange={(open) => setDialog(open ? 'delete' : null)}
          afterClose={returnFocus}
        />
      ) : null}
    </span>
  );
}
