// The project's GitHub view (spec 003 §2, §6, §9): repositories with their controls, the tiles, the analytics
// panels, the last-activity banner, the charts and the Recent Activity Summary, all from the server's stored
// figures. Figures refresh every 30 s and on the project's GitHub events; the repository list every 60 s.
import { useState } from 'react';
import { Alert, Button, Link, Modal, Skeleton, isAdmin, useCurrentUser } from '@tessera/shared';
import { useGithubLiveUpdates, useGithubStats, useProjectRepositories, useRefreshGithub } from '../api/github-overview-api';
import { GITHUB_SETTINGS_PATH, GITHUB_TEXT } from '../model/github-constants';
import { removedFromInstallation, repositoryCards } from '../model/overview';
import { GithubCharts } from './GithubCharts';
import { LoadFailure } from './parts';
import { RepositoriesCard } from './RepositoriesCard';
import { AnalyticsPanels, LastActivityBanner, RecentActivitySummary, StatsTiles } from './StatsSections';

function NotConfigured({ admin }: { admin: boolean }) {
  const [dialogOpen, setDialogOpen] = useState(!admin);
  if (admin) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="github-not-configured"
        title={GITHUB_TEXT.notConfiguredBanner}
        action={<Link to={GITHUB_SETTINGS_PATH}>{GITHUB_TEXT.openSettings}</Link>}
        style={{ marginTop: 16 }}
      />
    );
  }
  return (
    <>
      <Alert type="warning" showIcon data-testid="github-not-configured" title={GITHUB_TEXT.notConfiguredTitle} description={GITHUB_TEXT.notConfiguredMember} style={{ marginTop: 16 }} />
      <Modal open={dialogOpen} title={GITHUB_TEXT.notConfiguredTitle} onCancel={() => setDialogOpen(false)} footer={<Button type="primary" onClick={() => setDialogOpen(false)}>OK</Button>}>
        {GITHUB_TEXT.notConfiguredMember}
      </Modal>
    </>
  );
}

export function GithubOverview({ projectId }: { projectId: number }) {
  const { user } = useCurrentUser();
  const admin = isAdmin(user);
  const [includeChildren, setIncludeChildren] = useState(false);
  const stats = useGithubStats(projectId, includeChildren);
  const repositories = useProjectRepositories(projectId);
  const refresh = useRefreshGithub(projectId);
  useGithubLiveUpdates(projectId);

  if (stats.isPending) {
    return (
      <div data-testid="github-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (stats.isError) {
    return <LoadFailure title={GITHUB_TEXT.statsFailed} error={stats.error} onRetry={() => void stats.refetch()} testId="github-stats-error" />;
  }
  const data = stats.data;
  const configured = data.configured;
  const hierarchy = data.hierarchy;
  // §6: actions only when GitHub is configured; the server's link says whether the caller may connect.
  const canConnect = configured && Boolean(data._links.connectRepository);
  const removed = removedFromInstallation(data);
  return (
    <div data-testid="github-overview">
      {configured ? null : <NotConfigured admin={admin} />}
      {removed.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="github-removed-from-installation"
          title={GITHUB_TEXT.removedFromInstallation(removed.map((repository) => repository.fullName).join(', '))}
        />
      ) : null}
      {repositories.isError ? (
        <div style={{ marginTop: 16 }}>
          <LoadFailure title={GITHUB_TEXT.repositoriesFailed} error={repositories.error} onRetry={() => void repositories.refetch()} testId="github-repositories-error" />
        </div>
      ) : null}
      <RepositoriesCard
        projectId={projectId}
        cards={repositoryCards(data, repositories.data)}
        canConnect={canConnect}
        includeChildren={includeChildren}
        onIncludeChildren={setIncludeChildren}
        childProjectCount={hierarchy.childProjectCount}
        aggregated={includeChildren && hierarchy.isHierarchical ? hierarchy.includedProjects.map((project) => project.name) : null}
        onRefresh={refresh}
      />
      <StatsTiles stats={data} />
      <AnalyticsPanels stats={data} />
      <LastActivityBanner stats={data} />
      <GithubCharts stats={data} />
      <RecentActivitySummary stats={data} />
    </div>
  );
}
