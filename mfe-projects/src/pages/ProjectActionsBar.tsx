// The project page's buttons and their dialogs: Add Member, Edit Project, Project Settings, Delete Project; on an
// archived project only Unarchive.
import { useEffect, useState, type ComponentType } from 'react';
import {
  Alert, Button, DeleteOutlined, EditOutlined, LazyLoaded, preloadLazy, preloadOnIntent, PROJECT_SETTINGS_PARAM, PROJECT_SETTINGS_TABS, RollbackOutlined,
  SettingOutlined, Space, UserAddOutlined, paths, useCurrentUser, useNavigate, useSearchParams, type ProjectDetail,
  type ProjectSettingsTab,
} from '@tessera/shared';
import { useArchiveProject } from '../features/archive';
import { projectPrivileges } from '../features/actions';

type OpenDialog = 'edit' | 'delete' | 'settings' | 'addMember' | null;

export const DIALOG_LOAD_FAILED = 'This dialog could not be loaded.';

// Every project page shows these buttons; their dialogs load when one is first opened, or ahead when a pointer or the
// focus reaches its button (module-level loaders: one lazy component each, see LazyLoaded).
const loadAddMember = () => import('../features/members').then((module) => ({ default: module.AddMemberDialog }));
const loadEdit = () => import('../features/edit').then((module) => ({ default: module.EditProjectDialog }));
const loadSettings = () => import('../features/settings').then((module) => ({ default: module.ProjectSettingsDialog }));
const loadDelete = () => import('../features/delete').then((module) => ({ default: module.DeleteProjectDialog }));

/** Starts loading a dialog's code ahead of need. */
const preload = (load: () => Promise<unknown>) => () => preloadLazy(load);

const dialogLoadFailed = (retry: () => void) => (
  <Alert type="error" showIcon title={DIALOG_LOAD_FAILED} action={<Button size="small" onClick={retry}>Retry</Button>} style={{ marginTop: 8 }} />
);

/** A dialog whose code loads on first render; if it cannot load, says so with a Retry. */
function LoadedDialog<P extends { open?: boolean }>({ load, props }: { load: () => Promise<{ default: ComponentType<P> }>; props: P }) {
  return <LazyLoaded load={load} props={props} failed={dialogLoadFailed} />;
}

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
  // The dialogs opened so far stay mounted (they animate out and keep their state as antd's do).
  const [opened, setOpened] = useState<ReadonlySet<Exclude<OpenDialog, null>>>(() => new Set());
  if (dialog !== null && !opened.has(dialog)) setOpened(new Set([...opened, dialog]));
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
          <Button
            icon={<UserAddOutlined />}
            onClick={() => setDialog('addMember')}
            {...preloadOnIntent(preload(loadAddMember))}
            data-testid="add-member-button"
          >
            Add Member
          </Button>
        ) : null}
        {canEdit ? (
          <Button
            icon={<EditOutlined />}
            onClick={() => setDialog('edit')}
            {...preloadOnIntent(preload(loadEdit))}
            data-testid="edit-project-button"
          >
            Edit Project
          </Button>
        ) : null}
        {canManage ? (
          <Button
            icon={<SettingOutlined />}
            onClick={openSettings}
            {...preloadOnIntent(preload(loadSettings))}
            data-testid="project-settings-button"
          >
            Project Settings
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => setDialog('delete')}
            {...preloadOnIntent(preload(loadDelete))}
            data-testid="delete-project-button"
          >
            Delete Project
          </Button>
        ) : null}
      </Space>
      {canManage && opened.has('addMember') ? (
        <LoadedDialog load={loadAddMember} props={{ projectId: project.id, open: dialog === 'addMember', onClose: close }} />
      ) : null}
      {canEdit && opened.has('edit') ? (
        <LoadedDialog load={loadEdit} props={{ project, open: dialog === 'edit', onClose: close }} />
      ) : null}
      {showSettings && opened.has('settings') ? (
        <LoadedDialog
          load={loadSettings}
          props={{ project, open: dialog === 'settings', onClose: close, initialTab: settingsTab }}
        />
      ) : null}
      {canDelete && opened.has('delete') ? (
        <LoadedDialog
          load={loadDelete}
          props={{
            project,
            open: dialog === 'delete',
            onOpenChange: (open) => setDialog(open ? 'delete' : null),
            onDeleted: () => {
              onDeleted?.();
              navigate(paths.projects());
            },
          }}
        />
      ) : null}
    </>
  );
}
