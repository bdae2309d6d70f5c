// The Create dialog (spec 000 section 2): tabs 'New Project' and 'From Template'.
import { Modal, Tabs, type Project } from '@tessera/shared';
import { TemplateCopyForm } from '../../templates';
import {
  type CopyJobRef,
  CREATE_DIALOG_TITLE,
  type CreateDialogTab,
  FROM_TEMPLATE_TAB_LABEL,
  NEW_PROJECT_TAB_LABEL,
  type ParentOption,
} from '../../../entities/project';
import { NewProjectForm } from './NewProjectForm';

interface CreateProjectDialogProps {
  open: boolean;
  tab: CreateDialogTab;
  /** The 'From Template' tab: only when the caller may copy a template. */
  withTemplates: boolean;
  onTabChange: (tab: CreateDialogTab) => void;
  parentOptions: ParentOption[];
  requireParent: boolean;
  onCreated: (project: Project) => void;
  onCopyStarted: (job: CopyJobRef) => void;
  onClose: () => void;
}

export function CreateProjectDialog(props: CreateProjectDialogProps) {
  const { open, tab, withTemplates, onTabChange, parentOptions, requireParent, onCreated, onCopyStarted, onClose } = props;
  return (
    <Modal
      open={open}
      title={CREATE_DIALOG_TITLE}
      footer={null}
      onCancel={onClose}
      // A stray click outside must not throw away what was typed.
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
      wrapProps={{ 'data-testid': 'create-project-dialog' }}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key as CreateDialogTab)}
        items={[
          {
            key: 'new',
            label: NEW_PROJECT_TAB_LABEL,
            children: <NewProjectForm parentOptions={parentOptions} requireParent={requireParent} onCreated={onCreated} onCancel={onClose} />,
          },
          ...(withTemplates
            ? [
                {
                  key: 'template',
                  label: FROM_TEMPLATE_TAB_LABEL,
                  children: (
                    <TemplateCopyForm parentOptions={parentOptions} requireParent={requireParent} onCopyStarted={onCopyStarted} onCancel={onClose} />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
}
