// Project Settings > GitHub (issue 17): the project's rule 'when a linked pull request is merged, set the task's status
// to X'. Shown only while the project's GitHub module is on; read with view_github, changed by who may edit the project.
import { useState } from 'react';
import { Alert, App, Button, Flex, Form, PageError, Select, Skeleton, Typography, errorMessage, type StatusHal } from '@tessera/shared';
import { useGithubProjectSettings, useStatuses, useUpdateGithubProjectSettings, type GithubProjectSettingsHal } from '../api/github-settings';
import { mayEditGithubSettings, mergedStatusIdOf, mergedStatusPatch } from '../model/github-settings';
import {
  GITHUB_SETTINGS_INTRO, GITHUB_SETTINGS_LOAD_FAILED, GITHUB_SETTINGS_SAVED, GITHUB_SETTINGS_SAVE_FAILED, MERGED_STATUS_LABEL,
  MERGED_STATUS_NONE, READ_ONLY_NOTE, STATUSES_LOAD_FAILED,
} from '../model/settings-messages';

export function GithubSettingsTab({ projectId }: { projectId: number }) {
  const settings = useGithubProjectSettings(projectId);
  const statuses = useStatuses();
  if (settings.isError) {
    return <PageError title={GITHUB_SETTINGS_LOAD_FAILED} message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  }
  if (statuses.isError) {
    return <PageError title={STATUSES_LOAD_FAILED} message={errorMessage(statuses.error)} onRetry={() => void statuses.refetch()} />;
  }
  if (!settings.data || !statuses.data) {
    return <Skeleton active paragraph={{ rows: 2 }} />;
  }
  // A fresh editor for each answer of the server (after a save, the saved choice is the unchanged one).
  return <GithubSettingsEditor key={settings.dataUpdatedAt} projectId={projectId} settings={settings.data} statuses={statuses.data} />;
}

interface EditorProps {
  projectId: number;
  settings: GithubProjectSettingsHal;
  statuses: StatusHal[];
}

/** antd's Select takes no null option value: None is this key. */
const NO_RULE = 'none';
type MergedStatusChoice = number | typeof NO_RULE;

function GithubSettingsEditor({ projectId, settings, statuses }: EditorProps) {
  const { message } = App.useApp();
  const saved = mergedStatusIdOf(settings) ?? NO_RULE;
  const [chosen, setChosen] = useState<MergedStatusChoice>(saved);
  const update = useUpdateGithubProjectSettings(projectId);
  const readOnly = !mayEditGithubSettings(settings);
  const options = [
    { value: NO_RULE, label: MERGED_STATUS_NONE },
    ...statuses.map((status) => ({ value: status.id, label: status.name })),
  ];
  const save = () =>
    update.mutate(mergedStatusPatch(chosen === NO_RULE ? null : chosen), { onSuccess: () => void message.success(GITHUB_SETTINGS_SAVED) });

  return (
    <Flex vertical gap={12} data-testid="github-settings">
      <Typography.Paragraph style={{ margin: 0 }}>{GITHUB_SETTINGS_INTRO}</Typography.Paragraph>
      {readOnly ? <Alert type="info" showIcon title={READ_ONLY_NOTE} /> : null}
      <Form layout="vertical" disabled={readOnly || update.isPending} onFinish={save}>
        <Form.Item label={MERGED_STATUS_LABEL} htmlFor="github-merged-status">
          <Select<MergedStatusChoice>
            id="github-merged-status"
            value={chosen}
            onChange={(value) => {
              update.reset();
              setChosen(value);
            }}
            options={options}
            data-testid="github-merged-status"
          />
        </Form.Item>
        {update.isError ? (
          <Alert
            type="error"
            showIcon
            title={GITHUB_SETTINGS_SAVE_FAILED}
            description={errorMessage(update.error)}
            style={{ marginBottom: 16 }}
            action={<Button size="small" onClick={save}>Retry</Button>}
            data-testid="github-settings-error"
          />
        ) : null}
        <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={readOnly || chosen === saved} data-testid="github-settings-save">
            Save
          </Button>
        </Form.Item>
      </Form>
    </Flex>
  );
}
