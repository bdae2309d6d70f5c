// The 'New Project' tab: POST /projects with the spec's rules (section 5 'Create project'). A server 422 lands on
// the field it names, and nothing typed is lost.
import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Switch, type Project } from '@tessera/shared';
import { useCreateProject, type NewProjectValues } from '../api/create-project';
import {
  CREATE_FAILED_MESSAGE,
  DEFAULT_DESCRIPTION,
  deriveIdentifier,
  fieldErrorsOfFailure,
  IDENTIFIER_MAX_LENGTH,
  IDENTIFIER_PATTERN,
  IDENTIFIER_PATTERN_MESSAGE,
  IDENTIFIER_UNDERIVABLE_MESSAGE,
  NAME_MAX_LENGTH,
  NAME_REQUIRED_MESSAGE,
  normalizeIdentifierInput,
  type ParentOption,
  ParentProjectField,
  PROJECT_FIELD_BY_ATTRIBUTE,
  projectCreatedMessage,
  toastText,
} from '../../../entities/project';
import { NAME_TOO_LONG } from '../../edit';

export const NEW_PROJECT_DEFAULTS: Partial<NewProjectValues> = { isPublic: true, isActive: true, templated: false };

interface NewProjectFormProps {
  parentOptions: ParentOption[];
  requireParent: boolean;
  onCreated: (project: Project) => void;
  onCancel: () => void;
}

export function NewProjectForm({ parentOptions, requireParent, onCreated, onCancel }: NewProjectFormProps) {
  const [form] = Form.useForm<NewProjectValues>();
  const { message } = App.useApp();
  const createProject = useCreateProject();
  const [failure, setFailure] = useState<string | null>(null);
  const name = Form.useWatch('name', form) ?? '';
  const derivedIdentifier = deriveIdentifier(name);

  const submit = async (values: NewProjectValues) => {
    setFailure(null);
    try {
      const project = await createProject.mutateAsync(values);
      message.success(toastText(projectCreatedMessage(project.name)));
      onCreated(project);
    } catch (error) {
      const { fields, general } = fieldErrorsOfFailure(error, PROJECT_FIELD_BY_ATTRIBUTE, CREATE_FAILED_MESSAGE);
      form.setFields(fields);
      setFailure(general);
    }
  };

  return (
    <Form<NewProjectValues>
      form={form}
      name="new-project"
      layout="vertical"
      requiredMark={false}
      initialValues={NEW_PROJECT_DEFAULTS}
      onFinish={submit}
    >
      {failure ? (
        <Alert type="error" showIcon role="alert" title={CREATE_FAILED_MESSAGE} description={failure} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: NAME_REQUIRED_MESSAGE },
          // Checked rather than cut off while typing: a long pasted name is not silently shortened.
          { max: NAME_MAX_LENGTH, message: NAME_TOO_LONG },
        ]}
      >
        <Input data-testid="create-project-name" autoFocus />
      </Form.Item>
      <Form.Item
        label="Identifier"
        name="identifier"
        normalize={normalizeIdentifierInput}
        dependencies={['name']}
        extra={
          derivedIdentifier
            ? `Used in links. Leave blank to use "${derivedIdentifier}".`
            : 'Used in links: lowercase letters, numbers and underscores.'
        }
        rules={[
          { pattern: IDENTIFIER_PATTERN, message: IDENTIFIER_PATTERN_MESSAGE },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const typed = (value ?? '').trim();
              const typedName = String(getFieldValue('name') ?? '').trim();
              // Blank is fine when the name gives one; a blank name already has its own message.
              if (typed === '' && typedName !== '' && deriveIdentifier(typedName) === '') {
                return Promise.reject(new Error(IDENTIFIER_UNDERIVABLE_MESSAGE));
              }
              return Promise.resolve();
            },
          }),
        ]}
      >
        <Input data-testid="create-project-identifier" maxLength={IDENTIFIER_MAX_LENGTH} placeholder={derivedIdentifier} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea data-testid="create-project-description" rows={3} placeholder={DEFAULT_DESCRIPTION} />
      </Form.Item>
      <ParentProjectField options={parentOptions} required={requireParent} />
      <Flex gap={24} wrap>
        <Form.Item label="Public" name="isPublic" valuePropName="checked">
          <Switch data-testid="create-project-public" />
        </Form.Item>
        <Form.Item label="Active" name="isActive" valuePropName="checked">
          <Switch data-testid="create-project-active" />
        </Form.Item>
        <Form.Item label="Template" name="templated" valuePropName="checked">
          <Switch data-testid="create-project-templated" />
        </Form.Item>
      </Flex>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" data-testid="create-project-submit" loading={createProject.isPending}>
          Create Project
        </Button>
      </Flex>
    </Form>
  );
}
