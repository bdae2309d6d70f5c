// Setting a project's planned costs (edit_budgets). The server checks every field; its message is shown against the
// field it names, and a conflict (someone saved in between) asks to reload.
import { useState } from 'react';
import { Alert, Form, InputNumber, Modal, errorMessage, isApiError } from '@tessera/shared';
import { useSaveBudget, type BudgetHal } from '../api/budget-api';

export const EDIT_BUDGET_TEXT = {
  title: 'Edit budget',
  labour: 'Planned labour cost',
  material: 'Planned material cost',
  save: 'Save budget',
  required: 'Enter an amount of at least 0.',
  conflict: 'Someone changed the budget in the meantime. Close this dialog to see their values, then try again.',
} as const;

type Field = 'plannedLabourCost' | 'plannedMaterialCost';

export function EditBudgetDialog({ projectId, budget, open, onClose }: { projectId: number; budget: BudgetHal; open: boolean; onClose: () => void }) {
  const save = useSaveBudget(projectId);
  const [labour, setLabour] = useState<number | null>(budget.plannedLabourCost ?? 0);
  const [material, setMaterial] = useState<number | null>(budget.plannedMaterialCost ?? 0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const local: Partial<Record<Field, string>> = {};
    if (labour === null || labour < 0) local.plannedLabourCost = EDIT_BUDGET_TEXT.required;
    if (material === null || material < 0) local.plannedMaterialCost = EDIT_BUDGET_TEXT.required;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync({ plannedLabourCost: labour ?? 0, plannedMaterialCost: material ?? 0, lockVersion: budget.lockVersion });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) return setFailure(EDIT_BUDGET_TEXT.conflict);
      const attribute = isApiError(error) ? error.attribute : null;
      if (attribute === 'plannedLabourCost' || attribute === 'plannedMaterialCost') return setErrors({ [attribute]: errorMessage(error) });
      setFailure(errorMessage(error));
    }
  };

  const currency = budget.currency;
  return (
    <Modal open={open} title={EDIT_BUDGET_TEXT.title} okText={EDIT_BUDGET_TEXT.save} onOk={() => void submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={`${EDIT_BUDGET_TEXT.labour} (${currency})`} htmlFor="budget-labour" validateStatus={errors.plannedLabourCost ? 'error' : undefined} help={errors.plannedLabourCost}>
          <InputNumber id="budget-labour" min={0} step={100} value={labour} onChange={(value) => setLabour(value === null ? null : Number(value))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={`${EDIT_BUDGET_TEXT.material} (${currency})`} htmlFor="budget-material" validateStatus={errors.plannedMaterialCost ? 'error' : undefined} help={errors.plannedMaterialCost}>
          <InputNumber id="budget-material" min={0} step={100} value={material} onChange={(value) => setMaterial(value === null ? null : Number(value))} style={{ width: '100%' }} />
        </Form.Item>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </Form>
    </Modal>
  );
}
