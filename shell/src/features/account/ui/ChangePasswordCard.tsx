// Current + new + confirm. The server owns the password policy: its 422 message is shown on the field it names.
import { useState } from 'react';
import { Alert, App, ApiError, Button, Card, Form, Input, errorMessage } from '@tessera/shared';
import { useChangePassword } from '../api/account';

export const PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  newRequired: 'Please enter a new password.',
  confirmRequired: 'Please confirm the new password.',
  mismatch: 'The new passwords do not match.',
  changed: 'Your password has been changed.',
};

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELD_NAMES: ReadonlyArray<keyof PasswordValues> = ['currentPassword', 'newPassword', 'confirmPassword'];

export function ChangePasswordCard() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.resetFields();
      message.success(PASSWORD_MESSAGES.changed);
    } catch (error) {
      const field = error instanceof ApiError ? (error.attribute as keyof PasswordValues | undefined) : undefined;
      if (error instanceof ApiError && error.status === 422 && field && FIELD_NAMES.includes(field)) {
        form.setFields([{ name: field, errors: [error.message] }]);
      } else if (error instanceof ApiError && error.status === 422) {
        form.setFields([{ name: 'newPassword', errors: [error.message] }]);
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <Card title="Change password" data-testid="account-password">
      <Form<PasswordValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} name="change-password" style={{ maxWidth: 420 }}>
        {failure ? <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: PASSWORD_MESSAGES.currentRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New password" name="newPassword" rules={[{ required: true, message: PASSWORD_MESSAGES.newRequired }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: PASSWORD_MESSAGES.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MESSAGES.mismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
