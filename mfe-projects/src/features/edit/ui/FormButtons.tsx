// Cancel + submit, right-aligned at the bottom of a dialog's form.
import { Button, Space } from '@tessera/shared';

export interface FormButtonsProps {
  onCancel?: () => void;
  submitLabel: string;
  submitting?: boolean;
  disabled?: boolean;
  cancelLabel?: string;
}

export function FormButtons({ onCancel, submitLabel, submitting = false, disabled = false, cancelLabel = 'Cancel' }: FormButtonsProps) {
  return (
    <Space>
      {onCancel ? <Button onClick={onCancel}>{cancelLabel}</Button> : null}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </Space>
  );
}
