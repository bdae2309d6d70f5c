// Invite a user (quick action): POST /users with a first password the admin passes on; the server checks everything
// and a 422 lands on its field.
import { App, Form, Input, Modal, Select, errorMessage } from '@tessera/shared';
import { useInviteUser, type InviteInput } from '../api/admin-dashboard-api';

export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteInput>();
  const invite = useInviteUser();
  const { message } = App.useApp();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await invite.mutateAsync(values);
      message.success(`${values.firstName} ${values.lastName} can now sign in.`);
      form.resetFields();
      onClose();
    } catch (error) {
      const attribute = (error as { attribute?: string | null }).attribute;
      if (attribute) form.setFields([{ name: attribute as keyof InviteInput, errors: [errorMessage(error)] }]);
      else message.error(errorMessage(error));
    }
  };
  return (
    <Modal title="Invite a user" open={open} onCancel={onClose} onOk={() => void submit()} okText="Invite" confirmLoading={invite.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ roleType: 'member' }} data-testid="invite-form">
        <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email', message: 'Enter an email address.' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="firstName" label="First name" rules={[{ required: true, message: 'Enter a first name.' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" rules={[{ required: true, message: 'Enter a last name.' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label="First password" rules={[{ required: true, message: 'Enter a first password to pass on.' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="roleType" label="Global role">
          <Select options={[{ value: 'member', label: 'Member' }, { value: 'manager', label: 'Manager' }, { value: 'admin', label: 'Admin' }]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
