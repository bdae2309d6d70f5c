// The global switch and prompt logging, each saved as soon as it is flipped.
import { Alert, App, Button, Card, Flex, Skeleton, Switch, Typography, errorMessage } from '@tessera/shared';
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
        </Flex>
      )}
    </Card>
  );
}
