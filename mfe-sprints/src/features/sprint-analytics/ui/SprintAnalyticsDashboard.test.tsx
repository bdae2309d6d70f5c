import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import ProjectSprintsView from '../../../exposed/ProjectSprintsView';
import { createSprintsServer } from '../../../../test/sprints-server';
import { sprintHealthHal, sprintStatistics, versionHal } from '../../../../test/fixtures';
import { renderWithSuite } from '../../../../test/render';
import { choose } from '../../../../test/form';
import { resetBoardPrefs } from '../../sprint-board';
import { BURNDOWN_FAILED_MESSAGE, BURNDOWN_FAILED_TITLE } from '../../burndown';
import { NO_ACTIVE_SPRINT_HINT, NO_ACTIVE_SPRINT_TITLE } from '../model/health';
import { STATISTICS_FAILED_TITLE } from './SprintAnalyticsDashboard';

const chartData = (element: HTMLElement) => ({
  type: element.getAttribute('data-type'),
  series: JSON.parse(element.getAttribute('data-series')!),
  categories: JSON.parse(element.getAttribute('data-categories')!),
});

function server(versions = [
  versionHal(1, { name: 'Sprint 1', status: 'closed', startDate: '2026-10-05', endDate: '2026-10-16', daysRemaining: null }),
  versionHal(2, { name: 'Sprint 2' }),
]) {
  return createSprintsServer({ versions });
}

async function showStats() {
  fireEvent.click(await screen.findByRole('button', { name: /Show Stats/ }));
  return within(await screen.findByTestId('sprint-analytics'));
}

afterEach(() => resetBoardPrefs());

describe('Sprint Analytics Dashboard', () => {
  it("opens with 'Show Stats': the overview figures, the progress donut and the first open sprint's burndown", async () => {
    const api = server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    await screen.findByTestId('sprint-board');
    expect(api.requests('GET', /statistics|burndown/)).toHaveLength(0);
    const dashboard = await showStats();
    const overview = within(await dashboard.findByTestId('analytics-overview'));
    expect(overview.getByText('Active Sprints').closest('.ant-statistic')).toHaveTextContent('1');
    expect(overview.getByText('Total Tasks').closest('.ant-statistic')).toHaveTextContent('57');
    expect(overview.getByText('Story Points').closest('.ant-statistic')).toHaveTextContent('121/ 180');
    expect(overview.getByText('Completion').closest('.ant-statistic')).toHaveTextContent('67%');
    // The donut is the open sprint's (as the burndown next to it), with the server's verdict.
    expect(overview.getByTestId('progress-card')).toHaveTextContent('Progress: Sprint 2');
    expect(await overview.findByTestId('progress-state')).toHaveTextContent('At Risk');
    const donut = await within(overview.getByRole('img', { name: 'Progress: 62% complete, At Risk' })).findByTestId('chart');
    expect(chartData(donut)).toMatchObject({ type: 'donut', series: [62, 38] });

    const burndown = within(await overview.findByTestId('burndown'));
    expect(burndown.getByText('Burndown: Sprint 2')).toBeInTheDocument();
    const line = chartData(await burndown.findByTestId('chart'));
    expect(line.type).toBe('line');
    expect(line.series.map((series: { name: string }) => series.name)).toEqual(['Ideal', 'Actual']);
    expect(line.series[1].data).toEqual([{ x: '2026-11-16', y: 29 }, { x: '2026-11-17', y: 20 }]);
    // The same numbers as a table, one button away; the drawing itself is one image with a summary.
    expect(burndown.getByRole('img', { name: /^Burndown chart of Sprint 2: \d+ of \d+ story points remaining$/ })).toBeInTheDocument();
    const showTable = burndown.getByRole('button', { name: 'Show data table' });
    expect(showTable).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(showTable);
    expect(burndown.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    const table = within(burndown.getByRole('table', { name: 'Story points remaining per day in Sprint 2' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Ideal', 'Actual']);
    expect(table.getByRole('row', { name: '2026-11-17 21.75 20' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: '2026-11-18 14.5 —' })).toBeInTheDocument();

    fireEvent.click(burndown.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(api.requests('GET', /^\/sprints\/2\/burndown$/)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: /Hide Stats/ }));
    expect(screen.queryByTestId('sprint-analytics')).not.toBeInTheDocument();
  });

  it('charts another sprint when picked; a failed burndown says so and retries; a sprint without dates shows why', async () => {
    const api = server([versionHal(2, { name: 'Sprint 2' }), versionHal(3, { name: 'Sprint 3', startDate: null, endDate: null, daysRemaining: null })]);
    api.answerNext('GET', /^\/sprints\/2\/burndown$/, halError(500, 'InternalServerError', 'Journals unavailable.'));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    expect(await dashboard.findByText(BURNDOWN_FAILED_TITLE)).toBeInTheDocument();
    expect(dashboard.getByText(BURNDOWN_FAILED_MESSAGE)).toBeInTheDocument();
    fireEvent.click(dashboard.getByRole('button', { name: 'Retry' }));
    expect(await within(await dashboard.findByTestId('burndown')).findByTestId('chart')).toBeInTheDocument();

    api.answerNext('GET', /^\/sprints\/3\/burndown$/, halError(422, 'PropertyConstraintViolation', "A burndown needs the sprint's start and end dates.", 'startDate'));
    await choose(dashboard, 'Sprint', 'Sprint 3 (no dates)');
    expect(await dashboard.findByTestId('burndown-no-dates')).toHaveTextContent("A burndown needs the sprint's start and end dates.");
  });

  it('stacks New, In Progress and Completed per sprint on the Distribution tab', async () => {
    server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    await dashboard.findByTestId('analytics-overview');
    fireEvent.click(dashboard.getByRole('tab', { name: 'Distribution' }));
    const chart = chartData(await within(await dashboard.findByTestId('analytics-distribution')).findByTestId('chart'));
    expect(chart.type).toBe('bar');
    expect(chart.categories).toEqual(['Sprint 1', 'Sprint 2', 'Sprint 3']);
    // New 1, In Progress 1 (+ On Hold 0), Completed 3 + Rejected 1.
    expect(chart.series).toEqual([
      { name: 'New', data: [1, 1, 1] },
      { name: 'In Progress', data: [1, 1, 1] },
      { name: 'Completed', data: [4, 4, 4] },
    ]);
  });

  it('shows planned versus completed with the velocity figures and efficiency on the Velocity tab', async () => {
    server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    await dashboard.findByTestId('analytics-overview');
    fireEvent.click(dashboard.getByRole('tab', { name: 'Velocity' }));
    const velocity = within(await dashboard.findByTestId('analytics-velocity'));
    expect(velocity.getByText('Average').closest('.ant-statistic')).toHaveTextContent('23.5pts');
    expect(velocity.getByText('Predicted next').closest('.ant-statistic')).toHaveTextContent('23pts');
    expect(velocity.getByText('Consistency').closest('.ant-statistic')).toHaveTextContent('High');
    expect(velocity.getByText('Trend').closest('.ant-statistic')).toHaveTextContent('Stable');
    expect(chartData(await velocity.findByTestId('chart')).series).toEqual([
      { name: 'Planned', data: [24, 30] },
      { name: 'Completed', data: [25, 22] },
    ]);
    expect(within(velocity.getByTestId('velocity-row-1')).getByText('104%')).toHaveAttribute('data-color', 'green');
    expect(within(velocity.getByTestId('velocity-row-2')).getByText('73%')).toHaveAttribute('data-color', 'gold');
    fireEvent.click(velocity.getByRole('button', { name: 'Show data table' }));
    const table = within(velocity.getByRole('table', { name: 'Planned and completed story points per sprint' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual(['SprintPlannedCompleted', 'Sprint 12425', 'Sprint 23022']);
  });

  it("shows the server's verdicts for the first open sprint, the same on Health and on the progress donut, each explained", async () => {
    // The reported sprint: 62% of the points at 90% of the time, 2 of 8 items, 26 h for 64 h of capacity. It read
    // 'On Track' on the donut and 'Warning' on Health with four 'Critical' rows; the server now gives one verdict.
    const health = sprintHealthHal({
      verdict: 'critical',
      label: 'Critical',
      explanation: 'Task completion is Critical: 2 of 8 work items done (25%) with 90% of the time elapsed: 65 points behind. Team utilization is Critical: 26 h estimated for 64 h of capacity (1 assignee, 8 working days): 41%.',
      rule: 'The sprint is as healthy as its worst check.',
      timePercent: 90,
      workPercent: 62,
      blocked: 0,
      checks: [
        { key: 'schedule', label: 'Work vs time', verdict: 'at_risk', rule: 'At Risk when work lags time by more than 15 points.', explanation: '31 of 50 story points done (62%) with 90% of the time elapsed (day 9 of 10): 28 points behind.' },
        { key: 'tasks', label: 'Task completion', verdict: 'critical', rule: 'Critical when work items done lag time by more than 30 points.', explanation: '2 of 8 work items done (25%) with 90% of the time elapsed: 65 points behind.' },
        { key: 'blocked', label: 'Blocked work', verdict: 'on_track', rule: 'At Risk with any work item On Hold.', explanation: '0 work items On Hold.' },
        { key: 'utilization', label: 'Team utilization', verdict: 'critical', rule: 'Critical below 50% of capacity.', explanation: '26 h estimated for 64 h of capacity (1 assignee, 8 working days): 41%.' },
      ],
    });
    const api = server();
    api.answerNext('GET', /^\/sprints\/2\/statistics$/, jsonResponse(200, sprintStatistics({ completionPercentage: 62, totalStoryPoints: 50, completedStoryPoints: 31, health })));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    const overview = within(await dashboard.findByTestId('analytics-overview'));
    expect(await overview.findByTestId('progress-state')).toHaveTextContent('Critical');
    expect(overview.getByRole('img', { name: 'Progress: 62% complete, Critical' })).toBeInTheDocument();

    fireEvent.click(dashboard.getByRole('tab', { name: 'Health' }));
    const tab = within(await dashboard.findByTestId('analytics-health'));
    expect(tab.getByTestId('overall-health')).toHaveTextContent('Critical');
    expect(tab.getByTestId('overall-health-explanation')).toHaveTextContent('Task completion is Critical: 2 of 8 work items done (25%)');
    const row = (key: string) => within(tab.getByTestId(`health-${key}`));
    expect(row('schedule').getByText('At Risk')).toBeInTheDocument();
    expect(row('schedule').getByText('31 of 50 story points done (62%) with 90% of the time elapsed (day 9 of 10): 28 points behind.')).toBeInTheDocument();
    expect(row('tasks').getByText('Critical')).toBeInTheDocument();
    expect(row('blocked').getByText('On Track')).toBeInTheDocument();
    expect(row('utilization').getByText('Critical')).toBeInTheDocument();
    expect(tab.getByText('Time elapsed')).toBeInTheDocument();
    expect(tab.getByRole('progressbar', { name: 'Time elapsed' })).toHaveAttribute('aria-valuenow', '90');
    expect(tab.getByRole('progressbar', { name: 'Work done' })).toHaveAttribute('aria-valuenow', '62');

    // Each verdict's tooltip says which numbers and which rule.
    fireEvent.mouseEnter(row('tasks').getByText('Critical'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('2 of 8 work items done (25%) with 90% of the time elapsed: 65 points behind.');
    expect(tooltip).toHaveTextContent('Rule: Critical when work items done lag time by more than 30 points.');
    // One request served both views.
    expect(api.requests('GET', /^\/sprints\/2\/statistics$/)).toHaveLength(1);
  });

  it('says why a check was not measured, and counts the blocked work items and the required velocity', async () => {
    const api = server();
    api.answerNext('GET', /^\/sprints\/2\/statistics$/, jsonResponse(200, sprintStatistics({ health: sprintHealthHal({ blocked: 3 }) })));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    await dashboard.findByTestId('analytics-overview');
    fireEvent.click(dashboard.getByRole('tab', { name: 'Health' }));
    const health = within(await dashboard.findByTestId('analytics-health'));
    expect(health.getByTestId('health-utilization')).toHaveTextContent('No hours are estimated.');
    expect(health.getByTestId('health-utilization')).toHaveTextContent('Not measured');
    expect(health.getByText('Blocked (On Hold)').closest('.ant-statistic')).toHaveTextContent('3');
    expect(health.getByText('Required velocity').closest('.ant-statistic')).toHaveTextContent('6.5 pts/day');
  });

  it('has nothing to rate without an open sprint', async () => {
    server([versionHal(1, { name: 'Sprint 1', status: 'closed', daysRemaining: null })]);
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    fireEvent.click(dashboard.getByRole('tab', { name: 'Health' }));
    expect(await dashboard.findByText(NO_ACTIVE_SPRINT_TITLE)).toBeInTheDocument();
    expect(dashboard.getByText(NO_ACTIVE_SPRINT_HINT)).toBeInTheDocument();
  });

  it('says when the statistics fail, with the reason and Retry', async () => {
    const api = server();
    api.answerNext('GET', /^\/projects\/5\/statistics$/, halError(403, 'MissingPermission', 'You may not see the statistics of this project.'));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    expect(await dashboard.findByText(STATISTICS_FAILED_TITLE)).toBeInTheDocument();
    expect(dashboard.getByText('You may not see the statistics of this project.')).toBeInTheDocument();
    fireEvent.click(dashboard.getByRole('button', { name: 'Retry' }));
    expect(await dashboard.findByTestId('analytics-overview')).toBeInTheDocument();
  });

  it('says a statistics request that failed for the network is retried in 30 s, and retries at once on Retry now', async () => {
    const api = server();
    // The connection drops while the answer is read: the client reports a network failure.
    api.answerNext('GET', /^\/projects\/5\/statistics$/, {
      ok: false, status: 0, headers: new Headers(), json: async () => null,
      text: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dashboard = await showStats();
    const notice = await dashboard.findByTestId('query-retrying');
    expect(notice).toHaveTextContent('Retrying automatically in 30 seconds');
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry now' }));
    expect(await dashboard.findByTestId('analytics-overview')).toBeInTheDocument();
  });
});
