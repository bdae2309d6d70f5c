// Email + password sign-in. Shows the server's own message on failure ('Invalid email or password.',
// or the lockout message after too many attempts).
import { useState } from 'react';
import { Alert, Button, Form, Input } from './antd';
import { LockOutlined, MailOutlined } from './icons';
import { login } from '../auth/auth-store';
import type { CurrentUser } from '../auth/current-user';
import { errorMessage } from '../api/errors';

export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  failed: 'Login failed. Please try again.',
};

interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  onSuccess?: (user: CurrentUser) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email, password }: LoginValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const user = await login(email.trim(), password);
      onSuccess?.(user);
    } catch (error) {
      setFailure(errorMessage(error, LOGIN_MESSAGES.failed));
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} name="login" aria-label="Log in">
      {failure ? <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, whitespace: true, message: LOGIN_MESSAGES.emailRequired },
          { type: 'email', message: LOGIN_MESSAGES.emailInvalid },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: LOGIN_MESSAGES.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Log in
      </Button>
    </Form>
  );
}
