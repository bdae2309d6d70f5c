// 'Project Settings' (spec 000 section 2), for privileged users: General, Modules, Members, Types, Versions, and GitHub
// (issue 17) while the project's GitHub module is on.
import { Modal, Tabs, type ProjectDetail, type ProjectSettingsTab } from '@tessera/shared';
import { MembersTab } from '../../members';
import { TypesTab } from '../../types';
import { VersionsTab } from '../../versions';
import { SETTINGS_DIALOG_TITLE } from '../model/settings-messages';
import { GeneralSettingsTab, type SettingsProject } from './GeneralSettingsTab';
import { GithubSettingsTab } from './GithubSettingsTab';
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
  const githubOn = project.enabledModules.includes('github');
  // ?settings=github on a project without GitHub opens the first tab rather than none.
  const firstTab = initialTab === 'github' && !githubOn ? 'general' : initialTab;
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
          defaultActiveKey={firstTab}
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
            ...(githubOn ? [{ key: 'github', label: 'GitHub', children: <GithubSettingsTab projectId={project.id} /> }] : []),
          ]}
        />
      ) : null}
    </Modal>
  );
}
