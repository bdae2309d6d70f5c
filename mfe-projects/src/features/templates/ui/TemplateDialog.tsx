// The stand-alone 'Create Project from Template' dialog (spec 000 section 2).
import { Modal } from '@tessera/shared';
import type { CopyJobRef, ParentOption } from '../../../entities/project';
import { TEMPLATE_DIALOG_TITLE } from '../model/template-constants';
import { TemplateCopyForm } from './TemplateCopyForm';

interface TemplateDialogProps {
  open: boolean;
  initialTemplateId: number | null;
  parentOptions: ParentOption[];
  requireParent: boolean;
  onCopyStarted: (job: CopyJobRef) => void;
  onClose: () => void;
}

export function TemplateDialog({ open, initialTemplateId, parentOptions, requireParent, onCopyStarted, onClose }: TemplateDialogProps) {
  return (
    <Modal
      open={open}
      title={TEMPLATE_DIALOG_TITLE}
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
      wrapProps={{ 'data-testid': 'template-dialog' }}
    >
      <TemplateCopyForm
        parentOptions={parentOptions}
        requireParent={requireParent}
        initialTemplateId={initialTemplateId}
        onCopyStarted={onCopyStarted}
        onCancel={onClose}
      />
    </Modal>
  );
}
