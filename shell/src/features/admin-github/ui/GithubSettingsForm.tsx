// The settings form: how Tessera authenticates (app or token), the organization, webhook secret and API URL.
// Fields set by the environment are read-only with a note; a 422 naming a field is shown on that field.
import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Radio, errorMessage, isApiError } from '@tessera/shared';
import { useUpdateGithubSettings, type GithubSettings } from '../api/github-admin';
import {
  DEFAULT_API_URL, ENV_VARIABLES, FIELD_LABELS, fromEnvironment, hasStoredApp, initialValues, settingsBody, visibleFields,
  type AuthMode, type SecretField as SecretFieldName, type SettingsField, type SettingsFormValues,
} from '../model/settings-form';
import { GITHUB_MESSAGES } from './messages';
import { SecretField } from './SecretField';

export interface GithubSettingsFormProps {
  settings: GithubSettings;
  /** Whether the form holds changes not saved yet (the connection test uses the saved settings). */
  onDirtyChange: (dirty: boolean) => void;
}

export function GithubSettingsForm({ settings, onDirtyChange }: GithubSettingsFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsFormValues>();
  const update = useUpdateGithubSettings();
  const [replacing, setReplacing] = useState<ReadonlySet<SecretFieldName>>(new Set());
  const [general, setGeneral] = useState<string | null>(null);
  const mode: AuthMode = Form.useWatch('authMode', form) ?? initialValues(settings).authMode;

  const setReplacingField = (field: SecretFieldName, on: boolean) =>
    setReplacing((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const recomputeDirty = () => onDirtyChange(Object.keys(settingsBody(form.getFieldsValue(true) as SettingsFormValues, settings)).length > 0);

  const submit = async (values: SettingsFormValues) => {
    setGeneral(null);
    const body = settingsBody({ ...(form.getFieldsValue(true) as SettingsFormValues), ...values }, settings);
    if (Object.keys(body).length === 0) {
      message.info(GITHUB_MESSAGES.nothingToSave);
      return;
    }
    try {
      const saved = await update.mutateAsync(body);
      setReplacing(new Set());
      form.setFieldsValue({ ...initialValues(saved), privateKey: undefined, webhookSecret: undefined, token: undefined });
      onDirtyChange(false);
      message.success(GITHUB_MESSAGES.saved);
    } catch (error) {
      const field = isApiError(error) && error.status === 422 ? (error.attribute as SettingsField | undefined) : undefined;
      if (field && isApiError(error) && visibleFields(values.authMode ?? mode).includes(field)) {
        // A secret the server refused has to be typed again: its field must be there to show the message on.
        if (field === 'privateKey' || field === 'webhookSecret' || field === 'token') setReplacingField(field, true);
        form.setFields([{ name: field, errors: [error.message] }]);
      } else setGeneral(errorMessage(error));
    }
  };

  const plainField = (field: 'appId' | 'installationId' | 'organization' | 'apiUrl', extra?: string, inputMode?: 'numeric' | 'url') => {
    const env = fromEnvironment(settings, field);
    return (
      <Form.Item name={field} label={FIELD_LABELS[field]} extra={env ? GITHUB_MESSAGES.fromEnvironment(ENV_VARIABLES[field]) : extra}>
        <Input
          readOnly={env}
          autoComplete="off"
          spellCheck={false}
          inputMode={inputMode}
          placeholder={field === 'apiUrl' ? DEFAULT_API_URL : undefined}
          data-testid={`github-field-${field}`}
        />
      </Form.Item>
    );
  };

  const secret = (field: SecretFieldName, options: { multiline?: boolean; help?: string; required?: boolean } = {}) => (
    <SecretField
      field={field}
      settings={settings}
      replacing={replacing.has(field)}
      onReplace={() => setReplacingField(field, true)}
      onKeep={() => {
        setReplacingField(field, false);
        // The field's value goes with it (preserve false) only after this render.
        setTimeout(recomputeDirty);
      }}
      {...options}
    />
  );

  const authFromEnvironment = fromEnvironment(settings, 'token') || fromEnvironment(settings, 'appId');
  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      name="github-settings"
      initialValues={initialValues(settings)}
      onFinish={submit}
      onValuesChange={recomputeDirty}
      style={{ maxWidth: 640 }}
      data-testid="github-settings-form"
    >
      {general ? (
        <Alert type="error" showIcon title={general} style={{ marginBottom: 16 }} data-testid="github-settings-error"
          action={<Button size="small" onClick={() => form.submit()}>{GITHUB_MESSAGES.retry}</Button>} />
      ) : null}
      <Form.Item
        name="authMode"
        label={GITHUB_MESSAGES.authLabel}
        extra={authFromEnvironment ? GITHUB_MESSAGES.fromEnvironment(fromEnvironment(settings, 'token') ? ENV_VARIABLES.token : ENV_VARIABLES.appId) : undefined}
      >
        <Radio.Group aria-label={GITHUB_MESSAGES.authLabel} disabled={authFromEnvironment} optionType="button" buttonStyle="solid">
          <Radio.Button value="app">{GITHUB_MESSAGES.authApp}</Radio.Button>
          <Radio.Button value="token">{GITHUB_MESSAGES.authToken}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {mode === 'app' ? (
        <>
          {plainField('appId', undefined, 'numeric')}
          {plainField('installationId', undefined, 'numeric')}
          {secret('privateKey', { multiline: true, help: 'PEM, as GitHub gives it when you generate one for the app.' })}
        </>
      ) : (
        <>
          {secret('token', { required: true, help: 'A fine-grained token with read access to the organization\'s repositories and pull requests.' })}
          {hasStoredApp(settings) ? <Alert type="info" showIcon title={GITHUB_MESSAGES.tokenReplacesApp} style={{ marginBottom: 24 }} /> : null}
        </>
      )}
      {plainField('organization', 'The GitHub organization whose repositories projects can connect, e.g. tessera-labs.')}
      {secret('webhookSecret', { help: GITHUB_MESSAGES.webhookHelp })}
      {plainField('apiUrl', GITHUB_MESSAGES.apiUrlHelp, 'url')}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="github-settings-save">
          {GITHUB_MESSAGES.save}
        </Button>
      </Flex>
    </Form>
  );
}
