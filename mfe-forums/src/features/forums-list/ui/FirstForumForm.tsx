// The onboarding of a project without forums: 'Create Your First Forum', with a required description (10 to 500
// characters, counted as it is typed).
import { Alert, Button, Card, Form, Input, Typography } from '@tessera/shared';
import type { ForumHal } from '../../../entities/forum';
import { FORUM_DESCRIPTION_MAX, forumDescriptionError, forumNameError } from '../model/forum-rules';
import { ruleFrom, useSubmitForum, type ForumFormValues } from './CreateForumDialog';

export const FIRST_FORUM_TITLE = 'Create Your First Forum';

export function FirstForumForm({ projectId, onCreated }: { projectId: number; onCreated: (forum: ForumHal) => void }) {
  const [form] = Form.useForm<ForumFormValues>();
  const { submit, pending, formError } = useSubmitForum(projectId, form, onCreated);
  return (
    <Card data-testid="first-forum" style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>{FIRST_FORUM_TITLE}</Typography.Title>
      <Typography.Paragraph>This project has no forums yet. Start one for the team's discussions.</Typography.Paragraph>
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} role="alert" /> : null}
      <Form form={form} layout="vertical" name="first-forum" onFinish={submit}>
        <Form.Item label="Forum name" name="name" rules={[ruleFrom(forumNameError)]} validateTrigger="onSubmit">
          <Input placeholder="General discussion" />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[ruleFrom((value) => forumDescriptionError(value, { required: true }))]} validateTrigger="onSubmit">
          <Input.TextArea rows={3} showCount maxLength={FORUM_DESCRIPTION_MAX} placeholder="What is this forum for?" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          Create Forum
        </Button>
      </Form>
    </Card>
  );
}
