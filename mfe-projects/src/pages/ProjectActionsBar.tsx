// The project page's buttons and their dialogs: Add Member, Edit Project, Project Settings, Delete Project; on an
// archived project only Unarchive.
import { useEffect, useState } from 'react';
import {
  Button, DeleteOutlined, EditOutlined, PROJECT_SETTINGS_PARAM, PROJECT_SETTINGS_TABS, RollbackOutlined, SettingOutlined, Space,
  UserAddOutlined, paths, useCurrentUser, useNavigate, useSearchParams, type ProjectDetail, type ProjectSettingsTab,
} from '@tessera/shared';
import { useArchiveProject } from '../features/archive';
import { AddMemberDialog } from '../features/members';
import { DeleteProjectDialog } from '../features/delete';
import { EditProjectDialog } from '../features/edit';
import { ProjectSettingsDialog } from '../features/settings';
import { projectPrivileges } from '../features/actions';

type OpenDialog = 'edit' | 'delete' | 'settings' | 'addMember' | null;

export interface ProjectActionsBarProps {
  project: ProjectDetail;
  onDeleted?: () => void;
}

export function ProjectActionsBar({ project, onDeleted }: ProjectActionsBarProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [settingsTab, setSettingsTab] = useState<ProjectSettingsTab>('general');
  const archive = useArchiveProject();
  const { canEdit, canDelete, canManage, canUnarchive } = projectPrivileges(user, project);
  const close = () => setDialog(null);
  // ?settings=<tab> (a link such as a switched-off module's 'Open Project Settings, Modules') opens the dialog there
  // (state adjusted during render, as the project page does with ?view=), then leaves the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get(PROJECT_SETTINGS_PARAM);
  const [handledTab, setHandledTab] = useState<string | null>(null);
  if (requestedTab !== null && requestedTab !== handledTab) {
    setHandledTab(requestedTab);
    if (canManage && (PROJECT_SETTINGS_TABS as readonly string[]).includes(requestedTab)) {
      setSettingsTab(requestedTab as ProjectSettingsTab);
      setDialog('settings');
    }
  }
  // Once the address dropped it, the same link opens the dialog again.
  if (requestedTab === null && handledTab !== null) setHandledTab(null);
  useEffect(() => {
    if (requestedTab === null) return;
    const next = new URLSearchParams(searchParams);
    next.delete(PROJECT_SETTINGS_PARAM);
    setSearchParams(next, { replace: true });
  }, [requestedTab, searchParams, setSearchParams]);
  const openSettings = () => {
    setSettingsTab('general');
    setDialog('settings');
  };
  // A dialog open when the project got archived (the settings' Active switch) stays until it is closed.
  const showSettings = canManage || dialog === 'settings';

  if (!canEdit && !canDelete && !showSettings && !canUnarchive) return null;
  return (
    <>
      <Space wrap data-testid="project-actions">
        {canUnarchive ? (
          <Button
            icon={<RollbackOutlined />}
            loading={archive.isPending}
            onClick={() => archive.mutate({ project, archived: false })}
            data-testid="unarchive-project-button"
          >
            Unarchive
          </Button>
        ) : null}
        {canManage ? (
          <Button icon={<UserAddOutlined />} onClick={() => setDialog('addMember')} data-testid="add-member-button">
            Add Member
          </Button>
        ) : null}
        {canEdit ? (
          <Button icon={<EditOutlined />} onClick={() => setDialog('edit')} data-testid="edit-project-button">
            Edit Project
          </Button>
        ) : null}
        {canManage ? (
          <Button icon={<SettingOutlined />} onClick={openSettings} data-testid="project-settings-button">
            Project Settings
          </Button>
        ) : null}
        {canDelete ? (
          <Button danger icon={<DeleteOutlined />} onClick={() => setDialog('delete')} data-testid="delete-project-button">
            Delete Project
          </Button>
        ) : null}
      </Space>
      {canManage ? <AddMemberDialog projectId={project.id} open={dialog === 'addMember'} onClose={close} /> : null}
      {canEdit ? <EditProjectDialog project={project} open={dialog === 'edit'} onClose={close} /> : null}
      {showSettings ? <ProjectSettingsDialog project={project} open={dialog === 'settings'} onClose={close} initialTab={settingsTab} /> : null}
      {canDelete ? (
        <DeleteProjectDialog
          project={project}
          open={dialog === 'delete'}
          onOpenChange={(open) => setDialog(open ? 'delete' : null)}
          onDeleted={() => {
            onDeleted?.();
            navigate(paths.projects());
          }}
        />
      ) : null}
    </>
  );
}
