// 'Create Repository' (spec 003 §2-3, §5, §6, §8): a new repository of the organization, made through the GitHub App
// and connected to the project (offered only while the project has none). The §3 payload: name, description,
// visibility (private by default: the organization settings carry no default), template, initialize with a README.
// Our rules are checked here and again by the server; a name GitHub refuses (taken) shows GitHub's reason on the field.
import { useRef, useState } from 'react';
import { Alert, App, ApiError, Button, Checkbox, Form, Input, Link, Modal, Radio, errorMessage, type InputRef } from '@tessera/shared';
import { useCreateRepository, type CreateRepositoryBody } from '../api/github-overview-api';
import { GITHUB_SETTINGS_PATH, GITHUB_TEXT } from '../model/github-constants';

/** GitHub's limits, as the server checks them. */
export const REPOSITORY_NAME_MAX = 100;
export const REPOSITORY_DESCRIPTION_MAX = 350;
const REPOSITORY_NAME = /^[A-Za-z0-9._-]+$/;

export const CREATE_REPOSITORY_TEXT = {
  button: 'Create Repository',
  title: 'Create Repository',
  submit: 'Create',
  name: 'Repository name',
  nameHelp: `Created in the organization. Letters, digits, '.', '-' and '_', at most ${REPOSITORY_NAME_MAX}.`,
  description: 'Description',
  visibility: 'Visibility',
  private: 'Private',
  public: 'Public',
  template: 'Template repository',
  readme: 'Initialize with a README',
  // §5 and the server's words.
  nameRequired: 'Repository name is required.',
  nameTooLong: `Repository name must be at most ${REPOSITORY_NAME_MAX} characters.`,
  nameCharacters: "Repository name may contain only letters, digits, '.', '-' and '_', and cannot be '.' or '..'.",
  descriptionTooLong: `Description must be at most ${REPOSITORY_DESCRIPTION_MAX} characters.`,
  // §8.
  created: 'Repository created successfully',
  failed: 'Failed to create repository',
  tryAgain: 'Try again',
} as const;

export interface CreateRepositoryValues {
  name: string;
  description?: string;
  visibility: 'private' | 'public';
  template: boolean;
  initializeWithReadme: boolean;
}

const INITIAL: CreateRepositoryValues = { name: '', description: '', visibility: 'private', template: false, initializeWithReadme: true };
const FIELDS = ['name', 'description', 'visibility', 'template', 'initializeWithReadme'] as const;

export function repositoryNameError(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return CREATE_REPOSITORY_TEXT.nameRequired;
  if (name.length > REPOSITORY_NAME_MAX) return CREATE_REPOSITORY_TEXT.nameTooLong;
  if (!REPOSITORY_NAME.test(name) || name === '.' || name === '..') return CREATE_REPOSITORY_TEXT.nameCharacters;
  return null;
}

const rule = (check: (value: string) => string | null) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const message = check(value ?? '');
    if (message) throw new Error(message);
  },
});

type Failure = { kind: 'notConfigured'; message: string } | { kind: 'other'; message: string };

export interface CreateRepositoryDialogProps {
  projectId: number;
  /** §6: an admin is sent to the settings, anyone else told that GitHub is not configured. */
  admin: boolean;
  onClose: () => void;
}

export function CreateRepositoryDialog({ projectId, admin, onClose }: CreateRepositoryDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateRepositoryValues>();
  const create = useCreateRepository(projectId);
  const [failure, setFailure] = useState<Failure | null>(null);
  const nameInput = useRef<InputRef>(null);

  const submit = async (values: CreateRepositoryValues) => {
    setFailure(null);
    const description = values.description?.trim() ?? '';
    const body: CreateRepositoryBody = {
      name: values.name.trim(),
      ...(description ? { description } : {}),
      visibility: values.visibility,
      template: values.template,
      initializeWithReadme: values.initializeWithReadme,
    };
    try {
      const repository = await create.mutateAsync(body);
      void message.success(`${CREATE_REPOSITORY_TEXT.created}: ${repository.fullName}`);
      onClose();
    } catch (error) {
      const field = error instanceof ApiError && error.status === 422 ? FIELDS.find((name) => name === error.attribute) : undefined;
      if (field) {
        form.setFields([{ name: field, errors: [errorMessage(error)] }]);
        form.focusField(field);
      } else if (error instanceof ApiError && error.status === 503) setFailure({ kind: 'notConfigured', message: errorMessage(error) });
      else setFailure({ kind: 'other', message: `${CREATE_REPOSITORY_TEXT.failed}: ${errorMessage(error)}` });
    }
  };

  return (
    <Modal
      open
      title={CREATE_REPOSITORY_TEXT.title}
      okText={CREATE_REPOSITORY_TEXT.submit}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending, disabled: failure?.kind === 'notConfigured' }}
      onCancel={onClose}
      // The dialog takes focus as it opens; the name field gets it once the dialog is there.
      afterOpenChange={(open) => {
        if (open) nameInput.current?.focus();
      }}
      destroyOnHidden
    >
      {failure?.kind === 'notConfigured' ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          data-testid="github-create-not-configured"
          title={admin ? GITHUB_TEXT.notConfiguredBanner : GITHUB_TEXT.notConfiguredTitle}
          description={admin ? failure.message : GITHUB_TEXT.notConfiguredMember}
          action={admin ? <Link to={GITHUB_SETTINGS_PATH}>{GITHUB_TEXT.openSettings}</Link> : undefined}
        />
      ) : null}
      {failure?.kind === 'other' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          data-testid="github-create-failed"
          title={failure.message}
          action={<Button size="small" onClick={() => form.submit()} loading={create.isPending}>{CREATE_REPOSITORY_TEXT.tryAgain}</Button>}
        />
      ) : null}
      <Form form={form} layout="vertical" name="create-repository" initialValues={INITIAL} onFinish={(values) => void submit(values)}>
        <Form.Item label={CREATE_REPOSITORY_TEXT.name} name="name" rules={[rule(repositoryNameError)]} validateTrigger="onSubmit" extra={CREATE_REPOSITORY_TEXT.nameHelp}>
          <Input ref={nameInput} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item
          label={CREATE_REPOSITORY_TEXT.description}
          name="description"
          rules={[rule((value) => (value.trim().length > REPOSITORY_DESCRIPTION_MAX ? CREATE_REPOSITORY_TEXT.descriptionTooLong : null))]}
          validateTrigger="onSubmit"
        >
          <Input.TextArea rows={2} showCount maxLength={REPOSITORY_DESCRIPTION_MAX} />
        </Form.Item>
        <Form.Item label={CREATE_REPOSITORY_TEXT.visibility} name="visibility">
          <Radio.Group
            aria-label={CREATE_REPOSITORY_TEXT.visibility}
            options={[
              { label: CREATE_REPOSITORY_TEXT.private, value: 'private' },
              { label: CREATE_REPOSITORY_TEXT.public, value: 'public' },
            ]}
          />
        </Form.Item>
        <Form.Item name="template" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{CREATE_REPOSITORY_TEXT.template}</Checkbox>
        </Form.Item>
        <Form.Item name="initializeWithReadme" valuePropName="checked">
          <Checkbox>{CREATE_REPOSITORY_TEXT.readme}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
