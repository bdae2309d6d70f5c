// A deletion confirmed by typing a given text (a forum's name, a topic's subject, DELETE): the button stays disabled
// until the text matches exactly.
import { Alert, Form, Input, Modal, Typography } from '@tessera/shared';
import { useId, useState, type ReactNode } from 'react';

export interface TypedConfirmModalProps {
  open: boolean;
  title: string;
  /** What the deletion does. */
  description: ReactNode;
  /** The text to type, exactly. */
  expected: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function TypedConfirmModal({ open, title, description, expected, confirmLabel = 'Delete', pending, onConfirm, onCancel }: TypedConfirmModalProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = typed === expected;
  const close = () => {
    setTyped('');
    onCancel();
  };
  const confirm = () => {
    if (matches) onConfirm();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      afterClose={() => setTyped('')}
      okText={confirmLabel}
      okButtonProps={{ danger: true, disabled: !matches, loading: pending }}
      onOk={confirm}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={description} style={{ marginBottom: 12 }} />
      <Form layout="vertical" onFinish={confirm}>
        <Form.Item
          label={
            <span>
              Type <Typography.Text strong code>{expected}</Typography.Text> to confirm
            </span>
          }
          htmlFor={inputId}
        >
          <Input id={inputId} autoFocus autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} data-testid="typed-confirmation" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
