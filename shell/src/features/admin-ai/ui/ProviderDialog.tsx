// Add or edit a provider. The key is write-only: on edit the field starts empty and empty keeps the stored key.
import { useEffect, useState } from 'react';
import {
  Alert, App, Checkbox, Form, Input, InputNumber, Modal, Select, Switch, errorMessage, isApiError,
} from '@tessera/shared';
import { useSaveAiProvider, type AiProvider } from '../api/ai-admin';
import {
  DEFAULT_MODELS, FIELD_BY_ATTRIBUTE, KIND_OPTIONS, initialValues, providerBody, type AiKind, type ProviderFormValues,
} from '../model/provider-form';
import { AI_MESSAGES } from './messages';

export interface ProviderDialogProps {
  open: boolean;
  /** null: a new provider. */
  provider: AiProvider | null;
  onClose: () => void;
}

export function ProviderDialog({ open, provider, onClose }: ProviderDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProviderFormValues>();
  const save = useSaveAiProvider();
  const [general, setGeneral] = useState<string | null>(null);
  const editing = provider !== null;
  const removeKey = Form.useWatch('removeApiKey', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(provider));
  }, [open, provider, form]);

  const close = () => {
    setGeneral(null);
    onClose();
  };

  const submit = async (values: ProviderFormValues) => {
    setGeneral(null);
    try {
      await save.mutateAsync({ id: provider?.id ?? null, body: providerBody(values, editing) });
      message.success(editing ? AI_MESSAGES.saved : AI_MESSAGES.added);
      close();
    } catch (error) {
      const field = isApiError(error) && error.status === 422 && error.attribute ? FIELD_BY_ATTRIBUTE[error.attribute] : undefined;
      if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.message] }]);
      else setGeneral(errorMessage(error));
    }
  };

  /** A new provider's model follows its kind while the admin has not typed one of their own. */
  const onKindChange = (kind: AiKind) => {
    const model = form.getFieldValue('model') as string;
    if (!editing && (model === '' || Object.values(DEFAULT_MODELS).includes(model))) form.setFieldValue('model', DEFAULT_MODELS[kind]);
  };

  const title = editing ? `Edit provider ${provider.name}` : 'Add AI provider';
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={() => form.submit()}
      okText={editing ? 'Save' : 'Add provider'}
      cancelText="Cancel"
      confirmLoading={save.isPending}
      forceRender
      okButtonProps={{ 'data-testid': 'ai-provider-submit' } as Record<string, string>}
    >
      <Form<ProviderFormValues> form={form} layout="vertical" name="ai-provider" onFinish={submit} data-testid="ai-provider-form">
        {general ? <Alert type="error" showIcon title={general} style={{ marginBottom: 16 }} data-testid="ai-provider-error" /> : null}
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please enter a name.' }, { max: 100, message: 'A name can have at most 100 characters.' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="kind" label="Kind" rules={[{ required: true, message: 'Please choose a kind.' }]}>
          <Select options={KIND_OPTIONS} onChange={onKindChange} />
        </Form.Item>
        <Form.Item
          name="baseUrl"
          label="Base URL"
          extra="Empty: the kind's public API. For Ollama, vLLM or LM Studio: the server's URL, e.g. http://ollama.internal:11434/v1."
        >
          <Input autoComplete="off" inputMode="url" />
        </Form.Item>
        <Form.Item name="model" label="Model" rules={[{ required: true, whitespace: true, message: 'Please enter a model.' }, { max: 200, message: 'A model can have at most 200 characters.' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="apiKey"
          label="API key"
          extra={provider?.apiKeyUnreadable ? AI_MESSAGES.keyUnreadable : provider?.hasApiKey ? AI_MESSAGES.keyStored : undefined}
        >
          <Input.Password autoComplete="new-password" disabled={Boolean(removeKey)} data-testid="ai-provider-api-key" />
        </Form.Item>
        {provider?.hasApiKey ? (
          <Form.Item name="removeApiKey" valuePropName="checked" style={{ marginTop: -8 }}>
            <Checkbox>{AI_MESSAGES.removeKey}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item name="temperature" label="Temperature" extra="0 to 2; used by OpenAI-compatible providers.">
          <InputNumber min={0} max={2} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="maxTokens" label="Max tokens">
          <InputNumber min={1} max={32000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="timeoutSeconds" label="Timeout (seconds)">
          <InputNumber min={0.1} max={120} step={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label="Enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
