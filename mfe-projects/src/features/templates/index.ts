// Copying a project from a template: the form (also the Create dialog's 'From Template' tab), the stand-alone
// dialog and the copy options' labels.
export { copyOptionLabel } from './model/copy-options';
export { TEMPLATE_DIALOG_CLOSE_MS } from './model/template-constants';
export { TemplateCopyForm } from './ui/TemplateCopyForm';
export { TemplateDialog } from './ui/TemplateDialog';
