// 'Project Settings' (spec 000 section 2), for privileged users: General, Members, Types.
// (The Versions tab arrives with sprints.)
import { Modal, Tabs } from '@tessera/shared';
import { MembersTab } from '../../members/ui/MembersTab';
import { TypesTab } from '../../types/ui/TypesTab';
import { SETTINGS_DIALOG_TITLE } from '../model/settings-messages';
import { GeneralSettingsTab, type SettingsProject } from './GeneralSettingsTab';

export interface ProjectSettingsDialogProps {
  project: SettingsProject;
  open: boolean;
  onClose: () => void;
}

export function ProjectSettingsDialog({ project, open, onClose }: ProjectSettingsDialogProps) {
  return (
    <Modal
      open={open}
      title={SETTINGS_DIALOG_TITLE}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
      data-testid="project-settings-dialog"
    >
      {open ? (
        <Tabs
          defaultActiveKey="general"
          destroyOnHidden
          items={[
            { key: 'general', label: 'General', children: <GeneralSettingsTab project={project} /> },
            { key: 'members', label: 'Members', children: <MembersTab projectId={project.id} /> },
            { key: 'types', label: 'Types', children: <TypesTab projectId={project.id} /> },
          ]}
        />
      ) : null}
    </Modal>
  );
}
