// 'Project Settings' (spec 000 section 2), for privileged users: General, Modules, Members, Types, Versions.
import { Modal, Tabs, type ProjectDetail, type ProjectSettingsTab } from '@tessera/shared';
import { MembersTab } from '../../members';
import { TypesTab } from '../../types';
import { VersionsTab } from '../../versions';
import { SETTINGS_DIALOG_TITLE } from '../model/settings-messages';
import { GeneralSettingsTab, type SettingsProject } from './GeneralSettingsTab';
import { ModulesSettingsTab } from './ModulesSettingsTab';

export interface ProjectSettingsDialogProps {
  /** The caller's own membership says whether they may create versions (see the Versions tab). */
  project: SettingsProject & Pick<ProjectDetail, 'currentUserMembership' | 'enabledModules' | 'canUpdate'>;
  open: boolean;
  onClose: () => void;
  /** The tab to open on (a ?settings=<tab> address). */
  initialTab?: ProjectSettingsTab;
}

export function ProjectSettingsDialog({ project, open, onClose, initialTab = 'general' }: ProjectSettingsDialogProps) {
  return (
    <Modal
      open={open}
      title={SETTINGS_DIALOG_TITLE}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'project-settings-dialog' }}
    >
      {open ? (
        <Tabs
          defaultActiveKey={initialTab}
          destroyOnHidden
          items={[
            { key: 'general', label: 'General', children: <GeneralSettingsTab project={project} /> },
            { key: 'modules', label: 'Modules', children: <ModulesSettingsTab project={project} /> },
            { key: 'members', label: 'Members', children: <MembersTab projectId={project.id} /> },
            { key: 'types', label: 'Types', children: <TypesTab projectId={project.id} /> },
            {
              key: 'versions',
              label: 'Versions',
              children: <VersionsTab projectId={project.id} membership={project.currentUserMembership} />,
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
