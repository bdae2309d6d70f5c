// Create a project from a template (spec 000 sections 2 and 5): choose the template, name it (the identifier
// follows the name until edited), choose what to copy: the areas the server's copy form says it copies, no others.
// Submit validates with the copy form, then starts the copy.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Form, Input, Select, Spin, Switch, Typography, errorMessage } from '@tessera/shared';
import {
  type CopyJobRef,
  deriveIdentifier,
  fieldErrorsOfFailure,
  fieldErrorsOfValidation,
  IDENTIFIER_MAX_LENGTH,
  IDENTIFIER_PATTERN,
  IDENTIFIER_PATTERN_MESSAGE,
  IDENTIFIER_UNDERIVABLE_MESSAGE,
  NAME_MAX_LENGTH,
  NAME_REQUIRED_MESSAGE,
  normalizeIdentifierInput,
  type ParentOption,
  ParentProjectField,
} from '../../../entities/project';
import { buildCopyBody, startCopy, useCopyForm, validateCopy } from '../api/copy-project';
import { useTemplates } from '../api/templates';
import { availableCopyOptions, defaultCopySelection } from '../model/copy-options';
import {
  CHOOSE_TEMPLATE_FOR_OPTIONS_TEXT,
  COPY_INITIATED_MESSAGE,
  COPY_OPTIONS_LOAD_FAILED_TEXT,
  COPY_START_FAILED_MESSAGE,
  NO_TEMPLATES_TEXT,
  copyStartFailureMessage,
  TEMPLATES_LOAD_FAILED_TEXT,
  TEMPLATE_REQUIRED_MESSAGE,
} from '../model/template-constants';
import { NAME_TOO_LONG } from '../../edit';

export interface TemplateCopyFormValues {
  templateId?: number;
  name?: string;
  identifier?: string;
  copyOptions: string[];
  parentId?: number | null;
  sendNotifications: boolean;
}

/** Copy answers (attributes) -> fields of this form; the offered options' flags go on the options. */
export const COPY_FIELD_BY_ATTRIBUTE: Readonly<Record<string, keyof TemplateCopyFormValues>> = {
  name: 'name',
  identifier: 'identifier',
  parent: 'parentId',
  sendNotifications: 'sendNotifications',
};

interface TemplateCopyFormProps {
  parentOptions: ParentOption[];
  requireParent: boolean;
  initialTemplateId?: number | null;
  onCopyStarted: (job: CopyJobRef) => void;
  onCancel: () => void;
}

export function TemplateCopyForm({ parentOptions, requireParent, initialTemplateId, onCopyStarted, onCancel }: TemplateCopyFormProps) {
  const [form] = Form.useForm<TemplateCopyFormValues>();
  const { message } = App.useApp();
  const templates = useTemplates();
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [started, setStarted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const templateId = Form.useWatch('templateId', form);
  const name = Form.useWatch('name', form);
  const copyForm = useCopyForm(templateId);
  const copyOptions = useMemo(() => availableCopyOptions(copyForm.data), [copyForm.data]);
  const fieldByAttribute = useMemo(
    () => ({ ...COPY_FIELD_BY_ATTRIBUTE, ...Object.fromEntries(copyOptions.map((option) => [option.flag, 'copyOptions' as const])) }),
    [copyOptions],
  );
  const ready = Boolean(templateId) && Boolean(name?.trim()) && copyForm.isSuccess;

  // What the server ticks at first, until the user changes the choice.
  useEffect(() => {
    if (copyForm.data && !form.isFieldTouched('copyOptions')) form.setFieldValue('copyOptions', defaultCopySelection(copyForm.data, copyOptions));
  }, [copyForm.data, copyOptions, form]);

  const onValuesChange = (changed: Partial<TemplateCopyFormValues>) => {
    if ('identifier' in changed) setIdentifierEdited((changed.identifier ?? '') !== '');
    // The identifier follows the name until the user writes their own.
    if ('name' in changed && !identifierEdited) form.setFieldValue('identifier', deriveIdentifier(changed.name ?? ''));
  };

  const submit = async (values: TemplateCopyFormValues) => {
    if (!values.templateId || !values.name) return;
    const body = buildCopyBody(
      {
        name: values.name,
        identifier: values.identifier,
        copyOptions: values.copyOptions ?? [],
        parentId: values.parentId,
        sendNotifications: values.sendNotifications ?? false,
      },
      copyOptions,
    );
    setFailure(null);
    setSubmitting(true);
    try {
      const checked = await validateCopy(values.templateId, body);
      const invalid = fieldErrorsOfValidation(checked?._embedded?.validationErrors, fieldByAttribute);
      if (invalid.fields.length > 0 || invalid.general) {
        form.setFields(invalid.fields);
        setFailure(invalid.general);
        return;
      }
      const jobId = await startCopy(values.templateId, body);
      setStarted(true);
      message.info(COPY_INITIATED_MESSAGE);
      onCopyStarted({ jobId, projectName: body.name, startedAt: Date.now() });
    } catch (error) {
      const { fields, general } = fieldErrorsOfFailure(error, fieldByAttribute, COPY_START_FAILED_MESSAGE);
      form.setFields(fields);
      if (general) message.error(copyStartFailureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  // Only templates the caller may copy (their copy link).
  const templateOptions = (templates.data ?? []).filter((template) => template.canCopy).map((template) => ({
    value: template.id,
    label: template.name,
    title: template.identifier,
  }));

  return (
    <Form<TemplateCopyFormValues>
      form={form}
      name="template-copy"
      layout="vertical"
      requiredMark={false}
      initialValues={{
        templateId: initialTemplateId ?? undefined,
        copyOptions: [],
        sendNotifications: false,
      }}
      onValuesChange={onValuesChange}
      onFinish={submit}
      disabled={started}
    >
      {failure ? <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} /> : null}
      {templates.isError ? (
        <Alert
          type="error"
          showIcon
          title={TEMPLATES_LOAD_FAILED_TEXT}
          description={errorMessage(templates.error)}
          action={
            <Button size="small" onClick={() => void templates.refetch()}>
              Retry
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {templates.isSuccess && templateOptions.length === 0 ? (
        <Alert type="info" showIcon data-testid="no-templates" title={NO_TEMPLATES_TEXT} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item label="Template" name="templateId" rules={[{ required: true, message: TEMPLATE_REQUIRED_MESSAGE }]}>
        <Select
          data-testid="template-select"
          placeholder="Choose a template project"
          loading={templates.isPending}
          disabled={templates.isSuccess && templateOptions.length === 0}
          showSearch={{ optionFilterProp: 'label' }}
          options={templateOptions}
        />
      </Form.Item>
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: NAME_REQUIRED_MESSAGE },
          { max: NAME_MAX_LENGTH, message: NAME_TOO_LONG },
        ]}
      >
        <Input data-testid="template-project-name" />
      </Form.Item>
      <Form.Item
        label="Identifier"
        name="identifier"
        normalize={normalizeIdentifierInput}
        dependencies={['name']}
        extra="Generated from the name; you can change it."
        rules={[
          { pattern: IDENTIFIER_PATTERN, message: IDENTIFIER_PATTERN_MESSAGE },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              (value ?? '').trim() === '' && String(getFieldValue('name') ?? '').trim() !== '' && deriveIdentifier(String(getFieldValue('name'))) === ''
                ? Promise.reject(new Error(IDENTIFIER_UNDERIVABLE_MESSAGE))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input data-testid="template-project-identifier" maxLength={IDENTIFIER_MAX_LENGTH} />
      </Form.Item>
      <Form.Item label="Copy from the template" extra="The project's work package types are always copied.">
        {!templateId ? (
          <Typography.Text type="secondary">{CHOOSE_TEMPLATE_FOR_OPTIONS_TEXT}</Typography.Text>
        ) : copyForm.isError ? (
          <Alert
            type="error"
            showIcon
            title={COPY_OPTIONS_LOAD_FAILED_TEXT}
            description={errorMessage(copyForm.error)}
            action={
              <Button size="small" onClick={() => void copyForm.refetch()}>
                Retry
              </Button>
            }
          />
        ) : copyForm.isPending ? (
          <Spin size="small" />
        ) : null}
        {/* Always mounted, so the choice is kept (and submitted) whatever is shown above it. */}
        <Form.Item name="copyOptions" noStyle>
          <Checkbox.Group data-testid="template-copy-options" style={{ display: copyForm.isSuccess ? undefined : 'none' }}>
            <Flex wrap gap="4px 16px">
              {copyOptions.map((option) => (
                <Checkbox key={option.flag} value={option.flag}>
                  {option.label}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      </Form.Item>
      <ParentProjectField options={parentOptions} required={requireParent} />
      <Form.Item label="Send notifications" name="sendNotifications" valuePropName="checked" extra="Tell the copied members about the new project.">
        <Switch data-testid="template-send-notifications" />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" data-testid="template-submit" disabled={!ready || started} loading={submitting}>
          Create from Template
        </Button>
      </Flex>
    </Form>
  );
}
