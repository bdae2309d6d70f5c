// Settings > General (spec 000 section 2): name, identifier (read-only), description, public, active, parent,
// saved together; the template and "Comments on documents" switches apply at once and go back if the server refuses.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert, App, Flex, Form, Input, Select, Switch, Typography, errorMessage, isFaculty, projectHref, useCurrentUser, type Project,
} from '@tessera/shared';
import {
  FormButtons,
  IDENTIFIER_IMMUTABLE_HELP,
  NAME_MAX_LENGTH,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  showServerFieldError,
  useUpdateProject,
} from '../../edit';
import {
  descriptionPayload,
  patchProject,
  type ProjectPatch,
  storeUpdatedProject,
  useProjectsList,
} from '../../../entities/project';
import { flagOf, patchProjectFlag, projectFlagKey, useProjectFlag, type ProjectFlag } from '../api/project-flag-setting';
import { parentOptionsFor } from '../model/parent-options';
import {
  AI_FEATURES_HELP,
  AI_FEATURES_LABEL,
  AI_FEATURES_OFF,
  AI_FEATURES_ON,
  AI_FEATURES_TOGGLE_FAILED,
  DOCUMENT_COMMENTS_HELP,
  DOCUMENT_COMMENTS_LABEL,
  DOCUMENT_COMMENTS_OFF,
  DOCUMENT_COMMENTS_ON,
  DOCUMENT_COMMENTS_TOGGLE_FAILED,
  MARKED_AS_TEMPLATE,
  NO_PARENT_LABEL,
  READ_ONLY_NOTE,
  SETTINGS_SAVED,
  SETTINGS_SAVE_FAILED,
  TEMPLATE_TOGGLE_FAILED,
  UNMARKED_AS_TEMPLATE,
} from '../model/settings-messages';

/** The parent when the server does not disclose it (the caller may not see it): kept unless changed. */
const UNDISCLOSED_PARENT = -1;

interface GeneralValues {
  name: string;
  identifier: string;
  description: string;
  public: boolean;
  active: boolean;
  parent: number | null;
}

export type SettingsProject = Pick<
  Project,
  'id' | 'name' | 'identifier' | 'description' | 'isPublic' | 'isActive' | 'templated' | 'parentId' | 'parentName' | 'canUpdate'
>;

function initialParent(project: SettingsProject): number | null {
  if (project.parentId !== null) return project.parentId;
  return project.parentName ? UNDISCLOSED_PARENT : null;
}

export function GeneralSettingsTab({ project, onDone }: { project: SettingsProject; onDone?: () => void }) {
  const { message, notification } = App.useApp();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<GeneralValues>();
  const update = useUpdateProject(project.id);
  const readOnly = !project.canUpdate;
  const [startParent, setStartParent] = useState(() => initialParent(project));

  const { projects, query: projectsQuery } = useProjectsList({ myProjects: false, enabled: !readOnly });
  const parentOptions = useMemo(() => {
    const options: Array<{ value: number; label: string; disabled?: boolean }> = parentOptionsFor(projects, project);
    if (startParent === UNDISCLOSED_PARENT) options.unshift({ value: UNDISCLOSED_PARENT, label: project.parentName ?? '', disabled: true });
    return options;
  }, [projects, project, startParent]);
  // Moving to the top level is for admins and managers; a top-level project keeps that choice.
  const offerTopLevel = isFaculty(user) || startParent === null;

  const save = async (values: GeneralValues) => {
    const body: ProjectPatch = {
      name: values.name.trim(),
      description: descriptionPayload(values.description),
      public: values.public,
      active: values.active,
    };
    // Sent only when changed: an undisclosed parent cannot be sent back, and moving needs rights in the new parent.
    if (values.parent !== startParent) body._links = { parent: { href: values.parent === null ? null : projectHref(values.parent) } };
    try {
      await update.mutateAsync(body);
      setStartParent(values.parent);
      message.success(SETTINGS_SAVED);
      onDone?.();
    } catch (error) {
      showServerFieldError(form, error, ['name', 'description', 'identifier', 'public', 'active', 'parent']);
      notification.error({ title: SETTINGS_SAVE_FAILED, description: errorMessage(error) });
    }
  };

  return (
    <Flex vertical gap={12}>
      {readOnly ? <Alert type="info" showIcon title={READ_ONLY_NOTE} /> : null}
      <TemplateSwitch project={project} disabled={readOnly} />
      <ProjectFlagSwitch projectId={project.id} flag="documentCommentsEnabled" disabled={readOnly} />
      <ProjectFlagSwitch projectId={project.id} flag="aiEnabled" disabled={readOnly} />
      <Form<GeneralValues>
        form={form}
        layout="vertical"
        name={`project-settings-${project.id}`}
        disabled={readOnly}
        initialValues={{
          name: project.name,
          identifier: project.identifier,
          description: project.description,
          public: project.isPublic,
          active: project.isActive,
          parent: startParent,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: NAME_REQUIRED },
            { max: NAME_MAX_LENGTH, message: NAME_TOO_LONG },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Identifier" name="identifier" extra={IDENTIFIER_IMMUTABLE_HELP}>
          <Input readOnly disabled />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Flex gap={32} wrap>
          <Form.Item label="Public" name="public" valuePropName="checked">
            <Switch aria-label="Public" />
          </Form.Item>
          <Form.Item label="Active" name="active" valuePropName="checked" extra="Inactive projects are archived.">
            <Switch aria-label="Active" />
          </Form.Item>
        </Flex>
        <Form.Item label="Parent project" name="parent">
          <Select<number | null>
            aria-label="Parent project"
            data-testid="settings-parent"
            loading={projectsQuery.isPending && !readOnly}
            showSearch={{ optionFilterProp: 'label' }}
            options={offerTopLevel ? [{ value: null, label: NO_PARENT_LABEL }, ...parentOptions] : parentOptions}
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
          <FormButtons submitLabel="Save" submitting={update.isPending} disabled={readOnly} />
        </Form.Item>
      </Form>
    </Flex>
  );
}

/** 'Template': applies at once (PATCH templated), and flips back when the call fails. */
function TemplateSwitch({ project, disabled }: { project: SettingsProject; disabled: boolean }) {
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const [templated, setTemplated] = useState(project.templated);
  const toggle = useMutation({
    mutationFn: (next: boolean) => patchProject(project.id, { templated: next }),
    onMutate: (next) => {
      const previous = templated;
      setTemplated(next);
      return { previous };
    },
    onSuccess: (hal, next) => {
      storeUpdatedProject(queryClient, hal);
      message.success(next ? MARKED_AS_TEMPLATE : UNMARKED_AS_TEMPLATE);
    },
    onError: (error, _next, context) => {
      if (context) setTemplated(context.previous);
      notification.error({ title: TEMPLATE_TOGGLE_FAILED, description: errorMessage(error) });
    },
  });
  return (
    <Flex align="center" gap={12}>
      <Switch
        checked={templated}
        loading={toggle.isPending}
        disabled={disabled}
        onChange={(next) => toggle.mutate(next)}
        aria-label="Template"
        data-testid="settings-templated"
      />
      <div>
        <Typography.Text strong>Template</Typography.Text>
        <div>
          <Typography.Text type="secondary">Templates are offered when creating a project from a template.</Typography.Text>
        </div>
      </div>
    </Flex>
  );
}

interface FlagTexts {
  label: string;
  help: string;
  on: string;
  off: string;
  failed: string;
  testId: string;
}

const FLAG_TEXTS: Record<ProjectFlag, FlagTexts> = {
  documentCommentsEnabled: {
    label: DOCUMENT_COMMENTS_LABEL,
    help: DOCUMENT_COMMENTS_HELP,
    on: DOCUMENT_COMMENTS_ON,
    off: DOCUMENT_COMMENTS_OFF,
    failed: DOCUMENT_COMMENTS_TOGGLE_FAILED,
    testId: 'settings-document-comments',
  },
  aiEnabled: { label: AI_FEATURES_LABEL, help: AI_FEATURES_HELP, on: AI_FEATURES_ON, off: AI_FEATURES_OFF, failed: AI_FEATURES_TOGGLE_FAILED, testId: 'settings-ai' },
};

/** A project's on/off setting ('Comments on documents', 'AI features'): applies at once (PATCH), flips back when refused. */
function ProjectFlagSwitch({ projectId, flag, disabled }: { projectId: number; flag: ProjectFlag; disabled: boolean }) {
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const texts = FLAG_TEXTS[flag];
  const setting = useProjectFlag(projectId, flag);
  const key = projectFlagKey(projectId, flag);
  const toggle = useMutation({
    mutationFn: (next: boolean) => patchProjectFlag(projectId, flag, next),
    onMutate: (next) => {
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onSuccess: (hal, next) => {
      storeUpdatedProject(queryClient, hal);
      queryClient.setQueryData(key, flagOf(hal, flag));
      message.success(next ? texts.on : texts.off);
    },
    onError: (error, _next, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
      notification.error({ title: texts.failed, description: errorMessage(error) });
    },
  });
  // Without the setting's value there is nothing to switch (the rest of the tab still works).
  if (setting.isError) return null;
  return (
    <Flex align="center" gap={12}>
      <Switch
        checked={setting.data ?? false}
        loading={setting.isPending || toggle.isPending}
        disabled={disabled || setting.isPending}
        onChange={(next) => toggle.mutate(next)}
        aria-label={texts.label}
        data-testid={texts.testId}
      />
      <div>
        <Typography.Text strong>{texts.label}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{texts.help}</Typography.Text>
        </div>
      </div>
    </Flex>
  );
}
