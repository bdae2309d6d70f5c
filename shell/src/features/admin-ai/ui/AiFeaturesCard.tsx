// The global switch and prompt logging, each saved as soon as it is flipped, and the per-user rate limit.
import { useState } from 'react';
import { Alert, App, Button, Card, Flex, InputNumber, Skeleton, Switch, Typography, errorMessage } from '@tessera/shared';
import { useAiSettings, useUpdateAiSettings, type AiSettingsBody } from '../api/ai-admin';
import { AI_MESSAGES } from './messages';

function SettingSwitch({ id, label, help, checked, loading, onChange }: {
  id: string; label: string; help: string; checked: boolean; loading: boolean; onChange: (checked: boolean) => void;
}) {
  return (
    <Flex gap={12} align="flex-start">
      <Switch id={id} checked={checked} loading={loading} onChange={onChange} aria-describedby={`${id}-help`} style={{ marginTop: 2 }} />
      <div>
        <label htmlFor={id} style={{ fontWeight: 500 }}>{label}</label>
        <Typography.Paragraph type="secondary" id={`${id}-help`} style={{ margin: 0 }}>{help}</Typography.Paragraph>
      </div>
    </Flex>
  );
}

export const RATE_LIMIT_MAX = 10_000;

/** The per-user rate limit: typed, checked here (the server checks it too), saved with its button. */
function RateLimitField({ value, saving, onSave }: { value: number; saving: boolean; onSave: (limit: number) => void }) {
  const [draft, setDraft] = useState<number | null>(value);
  const valid = draft !== null && Number.isInteger(draft) && draft >= 1 && draft <= RATE_LIMIT_MAX;
  return (
    <div>
      <label htmlFor="ai-rate-limit" style={{ fontWeight: 500, display: 'block' }}>{AI_MESSAGES.rateLimitLabel}</label>
      <Typography.Paragraph type="secondary" id="ai-rate-limit-help" style={{ margin: '0 0 8px' }}>{AI_MESSAGES.rateLimitHelp}</Typography.Paragraph>
      <Flex gap={8} align="flex-start" wrap>
        <div>
          <InputNumber
            id="ai-rate-limit"
            value={draft}
            // No min/max here: the field would clamp silently on blur; out-of-range values get the message instead.
            status={valid ? undefined : 'error'}
            aria-invalid={!valid}
            aria-describedby={valid ? 'ai-rate-limit-help' : 'ai-rate-limit-help ai-rate-limit-error'}
            onChange={(next) => setDraft(typeof next === 'number' ? next : null)}
            onPressEnter={() => valid && draft !== value && onSave(draft)}
          />
          {!valid ? <Typography.Text type="danger" id="ai-rate-limit-error" style={{ display: 'block' }}>{AI_MESSAGES.rateLimitInvalid}</Typography.Text> : null}
        </div>
        <Button onClick={() => valid && onSave(draft)} disabled={!valid || draft === value} loading={saving} data-testid="ai-rate-limit-save">
          {AI_MESSAGES.rateLimitSave}
        </Button>
      </Flex>
    </div>
  );
}

export function AiFeaturesCard() {
  const { message } = App.useApp();
  const settings = useAiSettings();
  const update = useUpdateAiSettings();

  const save = async (body: AiSettingsBody) => {
    try {
      await update.mutateAsync(body);
      message.success(AI_MESSAGES.settingsSaved);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  const pending = (key: keyof AiSettingsBody) => update.isPending && update.variables !== undefined && key in update.variables;

  return (
    <Card title={AI_MESSAGES.featuresCard} data-testid="ai-features">
      {settings.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(settings.error)}
          action={<Button size="small" onClick={() => void settings.refetch()}>Retry</Button>}
        />
      ) : !settings.data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={16}>
          <SettingSwitch
            id="ai-enabled"
            label={AI_MESSAGES.enabledLabel}
            help={AI_MESSAGES.enabledHelp}
            checked={settings.data.enabled}
            loading={pending('enabled')}
            onChange={(enabled) => void save({ enabled })}
          />
          <SettingSwitch
            id="ai-log-prompts"
            label={AI_MESSAGES.logPromptsLabel}
            help={AI_MESSAGES.logPromptsHelp}
            checked={settings.data.logPrompts}
            loading={pending('logPrompts')}
            onChange={(logPrompts) => void save({ logPrompts })}
          />
          <RateLimitField
            key={settings.data.rateLimitPerMinute}
            value={settings.data.rateLimitPerMinute}
            saving={pending('rateLimitPerMinute')}
            onSave={(rateLimitPerMinute) => void save({ rateLimitPerMinute })}
          />
        </Flex>
      )}
    </Card>
  );
}
