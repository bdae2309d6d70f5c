// The faculty (mentor) dashboard (issue 20 item 2): the caller's own projects only, read in one comprehensive answer
// (docs/api.md 'Faculty dashboard'); the trends read their own period and duration. A 401 goes to /login, the 404 is
// the spec's 'No faculty projects found for current user', any other failure a message with Try again. No sample data.
import { useState, type ReactNode } from 'react';
import { App, Alert, Button, Flex, List, Navigate, Select, TASK_SEARCH_PARAM, Table, Tag, Typography, errorMessage, paths, useLocation, useSearchParams } from '@tessera/shared';
import { Chart } from '@tessera/shared/charts';
import { Explained, Section, Tile, grid } from '../../admin-dashboard';
import { downloadFacultyExport, useComprehensive, useFacultyTrends, type ComprehensiveHal, type ExportFormat } from '../api/faculty-dashboard-api';
import {
  DEFAULT_TRENDS, distributionChart, DURATION_OPTIONS, failureOf, HOW, hours, MILESTONE_HEALTH_LABEL, percent, PERIOD_OPTIONS, scoreLevel, TEXT, trendsChart, type Period,
} from '../model/faculty';
import { PrintReport } from './PrintReport';

type Data = ComprehensiveHal;

const th = (label: string, how: string) => <Explained label={label} how={how} />;
const packageHref = (projectId: number, id: number) => `${paths.project(projectId)}?${TASK_SEARCH_PARAM}=${id}`;

function OverviewSection({ data }: { data: Data['overview'] }) {
  return (
    <Section title="Overview" testId="faculty-overview">
      <ul style={grid(170)} aria-label="Overview figures">
        <Tile testId="tile-projects" label="Projects" value={data.projects} how={HOW.projects} detail={data.projectList.map((project) => project.name).join(', ')} />
        <Tile testId="tile-members" label="Members" value={data.members} how={HOW.members} />
        <Tile testId="tile-open" label="Open work packages" value={data.workPackages.open} how={HOW.openPackages} detail={`${data.workPackages.total} in all`} />
        <Tile testId="tile-closed" label="Closed" value={data.workPackages.closed} how={HOW.closedPackages} />
        <Tile testId="tile-overdue" label="Overdue" value={data.workPackages.overdue} how={HOW.overdue} />
        <Tile testId="tile-completion" label="Completion" value={percent(data.workPackages.completionRate)} how={HOW.completion} />
        <Tile testId="tile-hours" label="Hours logged" value={hours(data.hoursLogged)} how={HOW.hours} />
      </ul>
    </Section>
  );
}

function HealthSection({ data }: { data: Data['health'] }) {
  return (
    <Section title="Project health" testId="faculty-health" extra={<span>{th('Average score', HOW.averageScore)}: <strong data-testid="faculty-average-score">{data.averageScore ?? '—'}</strong></span>}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.elements}
        data-testid="faculty-health-table"
        columns={[
          { title: 'Project', dataIndex: 'name', key: 'name' },
          { title: th('Completion', HOW.completion), key: 'completion', align: 'right', render: (_, row) => percent(row.completionRate) },
          { title: th('Overdue', HOW.overdue), dataIndex: 'overdue', key: 'overdue', align: 'right' },
          {
            title: th('Health score', HOW.healthScore),
            key: 'score',
            render: (_, row) => {
              const level = scoreLevel(row.score);
              return <Tag color={level.color}>{row.score} · {level.label}</Tag>;
            },
          },
        ]}
      />
    </Section>
  );
}

function TeamsSection({ data }: { data: Data['teams'] }) {
  return (
    <Section title="Teams" testId="faculty-teams" empty={data.total === 0 ? 'No one else is a member of your projects yet.' : null}>
      {data.total > 0 ? (
        <Table
          size="small"
          rowKey="user_id"
          dataSource={data.elements}
          pagination={data.total > 20 ? { pageSize: 20 } : false}
          data-testid="faculty-teams-table"
          columns={[
            { title: 'Member', dataIndex: 'name', key: 'name' },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            { title: 'Roles', key: 'roles', render: (_, row) => row.roles.join(', ') || '—' },
            { title: 'Projects', key: 'projects', render: (_, row) => row.projects.map((project) => `${project.name} (${project.roles.join(', ') || 'no role'})`).join('; ') },
          ]}
        />
      ) : null}
    </Section>
  );
}

function ReviewsSection({ data }: { data: Data['reviews'] }) {
  const pulls = data.pullRequests;
  const packages = data.workPackages;
  return (
    <Section title="Reviews" testId="faculty-reviews">
      <Flex wrap gap={24}>
        <div style={{ flex: 1, minWidth: 280 }}>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {th('Pull requests awaiting review', HOW.pullRequests)} <span data-testid="faculty-pr-count">({pulls.total})</span>
          </Typography.Title>
          {pulls.linkedRepositories === 0 ? (
            <Typography.Text type="secondary">No GitHub repository is linked to your projects.</Typography.Text>
          ) : pulls.elements.length === 0 ? (
            <Typography.Text type="secondary">No pull request is waiting for a review.</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={pulls.elements}
              renderItem={(row) => (
                <List.Item>
                  <span>
                    <a href={row.url} target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>{row.repository}#{row.number} {row.title}</a> ({row.projectName}
                    {row.author ? `, by ${row.author}` : ''}, {row.reviews} review{row.reviews === 1 ? '' : 's'})
                  </span>
                </List.Item>
              )}
            />
          )}
        </div>
        <div style={{ flex: 1, minWidth: 280 }}>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {th('Tasks waiting for review', HOW.reviewPackages)} <span data-testid="faculty-review-count">({packages.total})</span>
          </Typography.Title>
          {packages.reviewStatuses.length === 0 ? (
            <Typography.Text type="secondary">No status means review in this installation, so no task can be waiting for one.</Typography.Text>
          ) : packages.elements.length === 0 ? (
            <Typography.Text type="secondary">No task is waiting for a review.</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={packages.elements}
              renderItem={(row) => (
                <List.Item>
                  <span>
                    <a href={packageHref(row.projectId, row.id)} style={{ textDecoration: 'underline' }}>#{row.id} {row.subject}</a> ({row.projectName}, {row.status}
                    {row.assignee ? `, ${row.assignee}` : ''})
                  </span>
                </List.Item>
              )}
            />
          )}
        </div>
      </Flex>
    </Section>
  );
}

function PerformanceSection({ data }: { data: Data['performance'] }) {
  return (
    <Section title="Performance" testId="faculty-performance">
      <Typography.Title level={3} style={{ fontSize: 15 }}>By member</Typography.Title>
      <Table
        size="small"
        rowKey="userId"
        dataSource={data.members}
        pagination={data.members.length > 20 ? { pageSize: 20 } : false}
        data-testid="faculty-members-table"
        locale={{ emptyText: 'No members in your projects yet.' }}
        columns={[
          { title: 'Member', dataIndex: 'name', key: 'name' },
          { title: th('Assigned', HOW.assigned), dataIndex: 'assigned', key: 'assigned', align: 'right' },
          { title: th('Completed', HOW.completed), dataIndex: 'completed', key: 'completed', align: 'right' },
          { title: th('Open', HOW.memberOpen), dataIndex: 'open', key: 'open', align: 'right' },
          { title: th('Overdue', HOW.memberOverdue), dataIndex: 'overdue', key: 'overdue', align: 'right' },
          { title: th('Hours', HOW.memberHours), key: 'hours', align: 'right', render: (_, row) => hours(row.hoursLogged) },
          { title: th('Completion', HOW.memberCompletion), key: 'rate', align: 'right', render: (_, row) => percent(row.completionRate) },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>By project</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        dataSource={data.projects}
        pagination={false}
        data-testid="faculty-projects-table"
        columns={[
          { title: 'Project', key: 'name', render: (_, row) => <a href={paths.project(row.id)} style={{ textDecoration: 'underline' }}>{row.name}</a> },
          { title: th('Work packages', HOW.totalPackages), dataIndex: 'total', key: 'total', align: 'right' },
          { title: th('Closed', HOW.closedPackages), dataIndex: 'closed', key: 'closed', align: 'right' },
          { title: th('Overdue', HOW.overdue), dataIndex: 'overdue', key: 'overdue', align: 'right' },
          { title: th('Completion', HOW.completion), key: 'rate', align: 'right', render: (_, row) => percent(row.completionRate) },
          { title: th('Hours', HOW.projectHours), key: 'hours', align: 'right', render: (_, row) => hours(row.hoursLogged) },
          { title: th('Members', HOW.projectMembers), dataIndex: 'members', key: 'members', align: 'right' },
        ]}
      />
    </Section>
  );
}

function AnalyticsSection({ data }: { data: Data['analytics'] }) {
  const charts = [
    { key: 'status', chart: distributionChart('Status', data.byStatus) },
    { key: 'type', chart: distributionChart('Type', data.byType) },
    { key: 'priority', chart: distributionChart('Priority', data.byPriority) },
  ];
  return (
    <Section title="Analytics" testId="faculty-analytics" empty={data.total === 0 ? 'Your projects have no work packages yet.' : null}>
      {data.total > 0 ? (
        <>
          <Typography.Paragraph type="secondary">{th(`${data.total} work packages`, HOW.distribution)}</Typography.Paragraph>
          <div style={grid(300)}>
            {charts.map(({ key, chart }) => (
              <div key={key}>
                <Chart type="bar" series={chart.series} options={chart.options} height={220} label={chart.label} table={chart.table} tableTestId={`faculty-${key}-table`} />
              </div>
            ))}
          </div>
        </>
      ) : null}
    </Section>
  );
}

function MilestonesSection({ data }: { data: Data['milestones'] }) {
  return (
    <Section
      title="Milestones"
      testId="faculty-milestones"
      empty={data.total === 0 ? 'Your projects have no versions (milestones) yet.' : null}
      extra={<span>{data.atRisk} at risk, {data.critical} critical</span>}
    >
      {data.total > 0 ? (
        <List
          size="small"
          dataSource={data.elements}
          renderItem={(milestone) => {
            const health = MILESTONE_HEALTH_LABEL[milestone.health_status] ?? MILESTONE_HEALTH_LABEL.healthy;
            return (
              <List.Item>
                <span>
                  <strong>{milestone.name}</strong> ({milestone.project_name}){milestone.due_date ? `, due ${milestone.due_date}` : ', no due date'}, {th(`${milestone.progress}% done`, HOW.milestoneProgress)}{' '}
                  {milestone.status === 'closed' ? <Tag>Closed</Tag> : <Tag color={health.color}>{health.label}</Tag>}
                </span>
              </List.Item>
            );
          }}
        />
      ) : null}
      {data.total > 0 ? <Typography.Text type="secondary">{th('How health is judged', HOW.milestoneHealth)}</Typography.Text> : null}
    </Section>
  );
}

function TrendsSection() {
  const [period, setPeriod] = useState<Period>(DEFAULT_TRENDS.period);
  const [duration, setDuration] = useState(DEFAULT_TRENDS.duration);
  const query = useFacultyTrends(period, duration);
  const chart = query.data ? trendsChart(query.data.series, query.data.period) : null;
  const changePeriod = (next: Period) => {
    setPeriod(next);
    // The duration keeps its meaning where it can (12 weeks fits months too only up to 24).
    if (!DURATION_OPTIONS[next].includes(duration)) setDuration(next === 'week' ? DEFAULT_TRENDS.duration : 6);
  };
  return (
    <Section
      title="Trends"
      testId="faculty-trends"
      state={query}
      extra={
        <Flex gap={8} wrap>
          <Select aria-label="Trends period" value={period} onChange={changePeriod} options={[...PERIOD_OPTIONS]} style={{ width: 120 }} data-testid="trends-period-select" />
          <Select
            aria-label="Trends duration"
            value={duration}
            onChange={setDuration}
            options={DURATION_OPTIONS[period].map((value) => ({ value, label: `Last ${value} ${period}s` }))}
            style={{ width: 150 }}
            data-testid="trends-duration-select"
          />
        </Flex>
      }
    >
      {chart && query.data ? (
        <>
          <Typography.Paragraph type="secondary">
            {th(`${query.data.totals.created} created, ${query.data.totals.closed} closed`, HOW.trends)}
          </Typography.Paragraph>
          <Chart type="bar" series={chart.series} options={chart.options} height={260} label={chart.label} table={chart.table} tableTestId="faculty-trends-table" />
        </>
      ) : null}
    </Section>
  );
}

function ExportButtons() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const name = await downloadFacultyExport(format);
      message.success(`Downloaded ${name}`);
    } catch (error) {
      message.error(`The export failed: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button onClick={() => void run('csv')} loading={busy === 'csv'} data-testid="faculty-export-csv">{TEXT.exportCsv}</Button>
      <Button onClick={() => void run('xlsx')} loading={busy === 'xlsx'} data-testid="faculty-export-xlsx">{TEXT.exportXlsx}</Button>
    </>
  );
}

function Frame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto' }} data-testid="faculty-dashboard">
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          {TEXT.title}
        </Typography.Title>
        {actions ? <Flex wrap gap={8}>{actions}</Flex> : null}
      </Flex>
      {children}
    </div>
  );
}

export function FacultyDashboard() {
  const query = useComprehensive();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const printing = params.get('view') === 'report';
  const setPrinting = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('view', 'report');
    else next.delete('view');
    setParams(next);
  };

  if (query.isPending) return <Frame><Section title="Overview" testId="faculty-loading" state={query} /></Frame>;
  if (query.isError) {
    const failure = failureOf(query.error);
    if (failure === 'unauthorized') return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
    return (
      <Frame>
        {failure === 'no-projects' ? (
          <Alert style={{ marginTop: 24 }} type="info" showIcon title={TEXT.noProjects} description={TEXT.noProjectsDetail} data-testid="faculty-no-projects" />
        ) : (
          <Alert
            style={{ marginTop: 24 }}
            type="error"
            showIcon
            title={failure === 'forbidden' ? TEXT.facultyOnly : TEXT.loadFailed}
            description={errorMessage(query.error)}
            data-testid="faculty-error"
            action={failure === 'forbidden' ? null : <Button size="small" onClick={() => void query.refetch()}>{TEXT.tryAgain}</Button>}
          />
        )}
      </Frame>
    );
  }
  const data = query.data;
  if (printing) return <PrintReport data={data} onBack={() => setPrinting(false)} />;
  return (
    <Frame
      actions={
        <>
          <ExportButtons />
          <Button onClick={() => setPrinting(true)} data-testid="faculty-print">{TEXT.printReport}</Button>
        </>
      }
    >
      <OverviewSection data={data.overview} />
      <HealthSection data={data.health} />
      <TeamsSection data={data.teams} />
      <ReviewsSection data={data.reviews} />
      <PerformanceSection data={data.performance} />
      <AnalyticsSection data={data.analytics} />
      <MilestonesSection data={data.milestones} />
      <TrendsSection />
    </Frame>
  );
}
