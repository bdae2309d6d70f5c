// /admin/github: the GitHub integration's settings and a connection test (admins; others are told who can).
import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography, errorMessage, formatDateTime, isAdmin, useCurrentUser } from '@tessera/shared';
import { useGithubSettings, type GithubSettings } from '../api/github-admin';
import { fieldList } from '../model/settings-form';
import { ConnectionTest } from './ConnectionTest';
import { GithubSettingsForm } from './GithubSettingsForm';
import { GITHUB_MESSAGES } from './messages';

/** What the installation's webhooks said: suspended or uninstalled on GitHub, the integration cannot work until fixed there. */
function InstallationStatus({ settings }: { settings: GithubSettings }) {
  const installation = settings.installation;
  if (!installation || installation.state === 'active') return null;
  const account = installation.account ?? settings.organization ?? 'the organization';
  const when = installation.changedAt ? `on ${formatDateTime(installation.changedAt)}` : 'recently';
  const title = installation.state === 'suspended' ? GITHUB_MESSAGES.installationSuspended(account, when) : GITHUB_MESSAGES.installationDeleted(account, when);
  return <Alert type="error" showIcon title={title} data-testid="github-installation-state" />;
}

function ConfigurationStatus({ settings }: { settings: GithubSettings }) {
  return (
    <Flex vertical gap={8} data-testid="github-status">
      {settings.configured ? (
        <Alert
          type="success"
          showIcon
          title={GITHUB_MESSAGES.configured(settings.authMethod === 'token' ? 'a token' : 'the GitHub App', settings.organization ?? '')}
        />
      ) : (
        <Alert type="warning" showIcon title={GITHUB_MESSAGES.notConfigured} description={GITHUB_MESSAGES.missing(fieldList(settings.missing))} />
      )}
      {settings.unreadable.length > 0 ? <Alert type="warning" showIcon title={GITHUB_MESSAGES.unreadable(fieldList(settings.unreadable))} /> : null}
      <InstallationStatus settings={settings} />
    </Flex>
  );
}

function GithubSettingsContent() {
  const settings = useGithubSettings();
  const [unsavedChanges, setUnsavedChanges] = useState(false);
  if (settings.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(settings.error)}
        data-testid="github-settings-load-error"
        action={<Button size="small" onClick={() => void settings.refetch()}>{GITHUB_MESSAGES.retry}</Button>}
      />
    );
  }
  if (!settings.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <Card title={GITHUB_MESSAGES.settingsCard} data-testid="github-settings">
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{GITHUB_MESSAGES.intro}</Typography.Paragraph>
          <ConfigurationStatus settings={settings.data} />
          <GithubSettingsForm settings={settings.data} onDirtyChange={setUnsavedChanges} />
        </Flex>
      </Card>
      <ConnectionTest unsavedChanges={unsavedChanges} />
    </>
  );
}

export function GithubSettingsPage() {
  const { user } = useCurrentUser();
  // RequireAuth renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto' }} data-testid="page-github-settings">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {GITHUB_MESSAGES.title}
      </Typography.Title>
      {isAdmin(user) ? <GithubSettingsContent /> : <Alert type="info" showIcon title={GITHUB_MESSAGES.adminsOnly} data-testid="github-admins-only" />}
    </Flex>
  );
}
