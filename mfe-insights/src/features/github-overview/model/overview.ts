// What the view shows, derived from the stats answer: pure, so the figures, charts and their text alternatives are
// tested without rendering ApexCharts.
import type { ApexOptions } from 'apexcharts';
import { categoryTable, datedTable, type ChartTable } from '@tessera/shared/charts';
import type { GithubRepositoryHal, GithubStatsHal } from '../api/github-overview-api';

export interface Tile {
  key: string;
  title: string;
  value: string;
  detail: string;
}

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** §2: Repositories (active), Merged PRs (this month), Open PRs (drafts), GitHub Issues (open), Coverage (linked/total). */
export function tilesOf(stats: GithubStatsHal): Tile[] {
  const { repositories, pullRequests, issues, integrationHealth } = stats;
  return [
    { key: 'repositories', title: 'Repositories', value: String(repositories.total), detail: `${repositories.activeLast30Days} active in the last 30 days` },
    { key: 'merged', title: 'Merged PRs', value: String(pullRequests.merged), detail: `${pullRequests.mergedLast30Days} in the last 30 days` },
    { key: 'open', title: 'Open PRs', value: String(pullRequests.open), detail: `${pullRequests.draft} ${pullRequests.draft === 1 ? 'draft' : 'drafts'}` },
    { key: 'issues', title: 'GitHub Issues', value: String(issues.total), detail: `${issues.open} open` },
    { key: 'coverage', title: 'Coverage', value: percent(integrationHealth.coveragePercentage), detail: `${pullRequests.linkedToWorkPackages}/${pullRequests.total} linked to tasks` },
  ];
}

export function formatMergeTime(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days} days`;
}

export interface ChartData {
  series: ApexOptions['series'];
  options: ApexOptions;
  label: string;
  table: ChartTable;
}

/** AA contrast on white for the series colours (the legend's text is black). */
const COLOURS = { open: '#1f6feb', draft: '#6e7781', merged: '#8250df', closed: '#cf222e' };

export function statusChart(stats: GithubStatsHal): ChartData {
  const { open, draft, merged, closed } = stats.pullRequests;
  const labels = ['Open', 'Draft', 'Merged', 'Closed'];
  const values = [open - draft, draft, merged, closed];
  return {
    series: values,
    options: { labels, colors: [COLOURS.open, COLOURS.draft, COLOURS.merged, COLOURS.closed], legend: { position: 'bottom' }, dataLabels: { enabled: true } },
    label: `PR status distribution: ${values.map((value, index) => `${value} ${labels[index].toLowerCase()}`).join(', ')}.`,
    table: categoryTable('Pull requests by status', 'Status', labels, [{ name: 'Pull requests', data: values }]),
  };
}

export function activityChart(stats: GithubStatsHal): ChartData {
  const series = [
    { name: 'Opened', data: stats.activity.map((day) => ({ x: day.date, y: day.opened })) },
    { name: 'Merged', data: stats.activity.map((day) => ({ x: day.date, y: day.merged })) },
    { name: 'Closed', data: stats.activity.map((day) => ({ x: day.date, y: day.closed })) },
  ];
  const { prsOpenedLast30Days, prsMergedLast30Days, prsClosedLast30Days } = stats.teamActivity;
  return {
    series,
    options: {
      chart: { toolbar: { show: false }, zoom: { enabled: false } },
      colors: [COLOURS.open, COLOURS.merged, COLOURS.closed],
      xaxis: { type: 'datetime' },
      yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value: number) => String(Math.round(value)) } },
      stroke: { width: 2 },
      legend: { position: 'bottom' },
    },
    label: `Team activity over the last ${stats.periodDays} days: ${prsOpenedLast30Days} pull requests opened, ${prsMergedLast30Days} merged, ${prsClosedLast30Days} closed without merging.`,
    table: datedTable('Pull requests per day', 'Day', series),
  };
}

/** §2: shown only when there are issues; open and closed issues beside open and closed (merged or not) pull requests. */
export function issuesVsPullRequestsChart(stats: GithubStatsHal): ChartData {
  const { issues, pullRequests } = stats;
  const categories = ['Open', 'Closed'];
  const series = [
    { name: 'Issues', data: [issues.open, issues.closed] },
    { name: 'Pull requests', data: [pullRequests.open, pullRequests.merged + pullRequests.closed] },
  ];
  return {
    series,
    options: {
      chart: { toolbar: { show: false } },
      colors: [COLOURS.closed, COLOURS.open],
      xaxis: { categories },
      yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value: number) => String(Math.round(value)) } },
      plotOptions: { bar: { horizontal: false, columnWidth: '50%' } },
      legend: { position: 'bottom' },
    },
    label: `Issues vs pull requests: ${issues.open} open and ${issues.closed} closed issues, ${pullRequests.open} open and ${pullRequests.merged + pullRequests.closed} closed pull requests.`,
    table: categoryTable('Issues and pull requests', 'State', categories, series),
  };
}

/** The connected repositories the GitHub App's installation no longer includes (no events arrive for them). */
export const removedFromInstallation = (stats: GithubStatsHal) => stats.repositoryStats.filter((repository) => repository.installationRemovedAt !== null);

type RepositoryStats = GithubStatsHal['repositoryStats'][number];
/** A card: the repository's figures (issues and installation state where the stats have them) and whether it may be removed here. */
export type RepositoryCard = Omit<RepositoryStats, 'issues' | 'installationRemovedAt'> & Partial<Pick<RepositoryStats, 'issues' | 'installationRemovedAt'>> & { removable: boolean };

/**
 * The repository cards: the figures of the stats answer, with the project's own connections from the repository
 * list (whose delete link says who may remove one); a repository just connected shows before the figures include it.
 */
export function repositoryCards(stats: GithubStatsHal | undefined, connected: GithubRepositoryHal[] | undefined): RepositoryCard[] {
  const own = new Map((connected ?? []).map((repository) => [repository.id, repository]));
  const cards: RepositoryCard[] = (stats?.repositoryStats ?? []).map((repository) => ({ ...repository, removable: Boolean(own.get(repository.id)?._links.delete) }));
  const shown = new Set(cards.map((card) => card.id));
  for (const repository of own.values()) {
    if (shown.has(repository.id)) continue;
    cards.push({
      id: repository.id,
      name: repository.name,
      fullName: repository.fullName,
      htmlUrl: repository.htmlUrl,
      private: repository.private,
      createdAt: repository.createdAt,
      connectedAt: repository.connectedAt ?? null,
      createdViaApp: repository.createdViaApp,
      backfilledAt: repository.backfilledAt ?? null,
      connectedToProject: true,
      pullRequests: { total: 0, open: 0, merged: 0, closed: 0, draft: 0, linkedToWorkPackages: 0 },
      mergedLast30Days: 0,
      openedLast30Days: 0,
      lastActivityAt: null,
      activeLast30Days: false,
      issues: { total: 0, open: 0 },
      installationRemovedAt: repository.installationRemovedAt ?? null,
      _links: repository._links,
      removable: Boolean(repository._links.delete),
    });
  }
  return cards;
}
