// The admin dashboard (issue 20 item 1): every section reads its own endpoint (docs/api.md 'Admin dashboard'), so one
// section's failure shows its own error and Retry. No sample data: an empty installation shows empty states.
import { useState } from 'react';
import { Alert, Button, Flex, Link, List, Select, TASK_SEARCH_PARAM, Tag, Typography, formatRelativeTime, paths, useSearchParams } from '@tessera/shared';
import { Chart } from '@tessera/shared/charts';
import {
  useActivityLive, useActivityStream, useHealthAlerts, useQualityRisk, useResources, useSummary, useSystemHealth, useTrends, useWorkAnalytics,
} from '../api/admin-dashboard-api';
import { bytes, DEFAULT_RANGE, duration, HOW, hours, percent, RANGE_OPTIONS, throughputChart, trendsChart, type RangeName } from '../model/dashboard';
import { InviteUserDialog } from './InviteUserDialog';
import { Figures, grid, Section, TEXT, Tile } from './parts';
import { HierarchySection, ParentProjectSection, PerformanceSection } from './Hierarchy';
import { ManagersSection, ProjectsTableSection, UsersTableSection } from './Tables';

function RangeSelect({ value, onChange, label }: { value: RangeName; onChange: (value: RangeName) => void; label: string }) {
  return <Select aria-label={label} value={value} onChange={onChange} options={[...RANGE_OPTIONS]} style={{ width: 160 }} data-testid={`${label.toLowerCase().replace(/\s+/g, '-')}-select`} />;
}

function SummarySection() {
  const query = useSummary();
  const data = query.data;
  return (
    <Section title="Executive summary" testId="admin-summary" state={query}>
      {data ? (
        <ul style={grid(180)} aria-label="Summary figures">
          <Tile testId="tile-users" label="Users" value={data.users.total} how={HOW.usersTotal} detail={`${data.users.byRole.admin} admins, ${data.users.byRole.manager} managers`} />
          <Tile testId="tile-active-users" label="Active users (30 days)" value={data.users.activeLast30Days} how={HOW.usersActive} detail={`${data.users.signedInLast30Days} signed in`} />
          <Tile testId="tile-projects" label="Active projects" value={data.projects.active} how={HOW.projectsActive} detail={`${data.projects.total} in all`} />
          <Tile testId="tile-at-risk" label="Projects at risk" value={data.projects.atRisk + data.projects.offTrack} how={HOW.atRisk} detail={`${data.projects.offTrack} off track`} />
          <Tile testId="tile-open" label="Open work packages" value={data.workPackages.open} how={HOW.packagesOpen} detail={`${data.workPackages.total} in all`} />
          <Tile testId="tile-overdue" label="Overdue" value={data.workPackages.overdue} how={HOW.overdue} />
          <Tile testId="tile-completion" label="Completion rate" value={percent(data.workPackages.completionRate)} how={HOW.completionRate} />
          <Tile testId="tile-closed" label="Closed (30 days)" value={data.workPackages.closedLast30Days} how={HOW.closed30} />
          <Tile testId="tile-hours" label="Hours (30 days)" value={hours(data.projects.hoursLast30Days)} how={HOW.hours30} />
        </ul>
      ) : null}
    </Section>
  );
}

function WorkAnalyticsSection() {
  const [range, setRange] = useState<RangeName>(DEFAULT_RANGE);
  const query = useWorkAnalytics(range);
  const data = query.data;
  const chart = data ? throughputChart(data.perDay) : null;
  return (
    <Section title="Work analytics" testId="admin-work" state={query} extra={<RangeSelect value={range} onChange={setRange} label="Work analytics range" />}>
      {data && chart ? (
        <Flex wrap gap={24}>
          <div style={{ minWidth: 240 }}>
            <Figures
              rows={[
                ['Closed', data.throughput.closed, HOW.throughput],
                ['Closed per week', data.throughput.perWeek, HOW.throughput],
                ['Created', data.throughput.created, HOW.created],
                ['Average cycle time', data.cycleTime.averageDays === null ? '—' : `${data.cycleTime.averageDays} days`, HOW.cycleTime],
                ['Open', data.open, HOW.packagesOpen],
                ['Overdue', data.overdue, HOW.overdue],
                ['Overdue rate', percent(data.overdueRate), HOW.overdueRate],
              ]}
            />
          </div>
          <div style={{ flex: 1, minWidth: 300 }}>
            <Chart type="bar" series={chart.series} options={chart.options} height={240} label={chart.label} table={chart.table} tableTestId="admin-throughput-table" />
          </div>
        </Flex>
      ) : null}
    </Section>
  );
}

function ResourcesSection() {
  const [range, setRange] = useState<RangeName>(DEFAULT_RANGE);
  const query = useResources(range);
  const data = query.data;
  const people = (data?.elements ?? []).filter((person) => person.hours > 0 || person.openAssigned > 0);
  return (
    <Section
      title="Resources"
      testId="admin-resources"
      state={query}
      empty={data && people.length === 0 ? 'No one logged time or has open work in this range.' : null}
      extra={<RangeSelect value={range} onChange={setRange} label="Resources range" />}
    >
      {data ? (
        <>
          <Figures
            rows={[
              ['Hours logged', hours(data.totalHours), 'All hours logged in the range.'],
              ['Capacity per person', hours(data.capacityHoursPerPerson), '8 hours per weekday of the range.'],
              ['Average utilisation', percent(data.averageUtilisation), HOW.utilisation],
            ]}
          />
          <table style={{ width: '100%', marginTop: 12, borderCollapse: 'collapse' }} data-testid="admin-resources-table">
            <caption style={{ textAlign: 'left', fontWeight: 500 }}>By person (with time or open work)</caption>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>Person</th>
                <th scope="col" style={{ textAlign: 'right' }}>Hours</th>
                <th scope="col" style={{ textAlign: 'right' }}>Utilisation</th>
                <th scope="col" style={{ textAlign: 'right' }}>Open tasks</th>
                <th scope="col" style={{ textAlign: 'right' }}>Remaining</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>{person.name}</th>
                  <td style={{ textAlign: 'right' }}>{hours(person.hours)}</td>
                  <td style={{ textAlign: 'right' }}>{percent(person.utilisation)}</td>
                  <td style={{ textAlign: 'right' }}>{person.openAssigned}</td>
                  <td style={{ textAlign: 'right' }}>{hours(person.remainingHours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </Section>
  );
}

function QualitySection() {
  const query = useQualityRisk();
  const data = query.data;
  return (
    <Section title="Quality and risk" testId="admin-quality" state={query}>
      {data ? (
        <Flex wrap gap={24}>
          <div style={{ minWidth: 240 }}>
            <Figures
              rows={[
                ['Overdue', data.overdue.count, HOW.overdue],
                ['Overdue rate', percent(data.overdue.rate), HOW.overdueRate],
                ['Blocked', data.blocked.count, HOW.blocked],
                ['Unassigned open', data.unassignedOpen, HOW.unassigned],
                ['Milestones at risk', data.atRiskMilestones.length, HOW.atRiskMilestones],
                ['Sprints in trouble', data.sprintsInTrouble.length, HOW.sprintsInTrouble],
              ]}
            />
          </div>
          <div style={{ flex: 1, minWidth: 280 }}>
            <Typography.Title level={3} style={{ fontSize: 15 }}>Oldest overdue</Typography.Title>
            {data.overdue.oldest.length === 0 ? (
              <Typography.Text type="secondary">Nothing is overdue.</Typography.Text>
            ) : (
              <List
                size="small"
                dataSource={data.overdue.oldest}
                renderItem={(row) => (
                  <List.Item>
                    <span>
                      <a href={`/projects/${row.projectId}?${TASK_SEARCH_PARAM}=${row.id}`} style={{ textDecoration: 'underline' }}>#{row.id} {row.subject}</a> ({row.projectName}), due {row.dueDate}
                    </span>
                  </List.Item>
                )}
              />
            )}
            {data.sprintsInTrouble.length + data.atRiskMilestones.length > 0 ? (
              <>
                <Typography.Title level={3} style={{ fontSize: 15 }}>Versions needing attention</Typography.Title>
                <List
                  size="small"
                  dataSource={[...data.sprintsInTrouble, ...data.atRiskMilestones]}
                  renderItem={(row) => (
                    <List.Item>
                      {row.name} ({row.projectName}): ends {row.endDate}, {row.closed}/{row.total} closed {row.ended ? <Tag color="red">ended</Tag> : <Tag color="orange">at risk</Tag>}
                    </List.Item>
                  )}
                />
              </>
            ) : null}
          </div>
        </Flex>
      ) : null}
    </Section>
  );
}

function HealthSection() {
  const query = useSystemHealth();
  const data = query.data;
  return (
    <Section title="System health" testId="admin-health" state={query} extra={data ? <Tag color={data.status === 'ok' ? 'green' : 'orange'} data-testid="health-status">{data.status === 'ok' ? 'OK' : 'Degraded'}</Tag> : null}>
      {data ? (
        <Figures
          rows={[
            ['Database', `${data.database.dialect}, ${bytes(data.database.sizeBytes)}`, HOW.dbSize],
            ['Database latency', `${data.database.latencyMs} ms`, HOW.dbLatency],
            ['Jobs queued / running', `${data.jobs.queued} / ${data.jobs.running}`, HOW.jobs],
            ['Jobs failed (24 h)', data.jobs.failedLast24Hours, HOW.jobs],
            ['Event bus', data.eventBus.kind === 'redis' ? 'Redis' : 'In process (no Redis)', 'Where live updates travel: Redis shares them between server instances.'],
            ['Memory', `${bytes(data.process.rssBytes)} (heap ${bytes(data.process.heapUsedBytes)})`, HOW.memory],
            ['Uptime', duration(data.process.uptimeSeconds), HOW.uptime],
            ['Version', `${data.process.version} (Node ${data.process.nodeVersion})`, 'The server version and its Node.js runtime.'],
          ]}
        />
      ) : null}
    </Section>
  );
}

function AlertsSection() {
  const query = useHealthAlerts();
  const data = query.data;
  return (
    <Section title="Health alerts" testId="admin-alerts" state={query} empty={data && data.elements.length === 0 ? 'No alerts: nothing needs attention.' : null}>
      {data && data.elements.length > 0 ? (
        <Flex vertical gap={8}>
          {data.elements.map((alert) => (
            <Alert key={alert.id} type={alert.severity === 'critical' ? 'error' : alert.severity === 'warning' ? 'warning' : 'info'} showIcon title={alert.title} description={alert.detail} data-testid={`alert-${alert.id}`} />
          ))}
        </Flex>
      ) : null}
    </Section>
  );
}

function ActivitySection() {
  const query = useActivityStream();
  useActivityLive();
  const data = query.data;
  return (
    <Section title="Activity" testId="admin-activity" state={query} empty={data && data.elements.length === 0 ? 'No activity yet.' : null}>
      {data && data.elements.length > 0 ? (
        <div aria-live="polite" data-testid="admin-activity-list">
        <List
          size="small"
          dataSource={data.elements}
          renderItem={(entry) => (
            <List.Item>
              <span>
                <strong>{entry.userName ?? 'System'}</strong> {entry.kind} {entry.subject ? `"${entry.subject}"` : `${entry.journableType} #${entry.journableId}`}
                {entry.projectName ? ` in ${entry.projectName}` : ''} <Typography.Text type="secondary">{formatRelativeTime(entry.at)}</Typography.Text>
              </span>
            </List.Item>
          )}
        />
        </div>
      ) : null}
    </Section>
  );
}

function TrendsSection() {
  const [range, setRange] = useState<RangeName>(DEFAULT_RANGE);
  const query = useTrends(range);
  const data = query.data;
  const label = RANGE_OPTIONS.find((option) => option.value === range)?.label ?? range;
  const chart = data ? trendsChart(data.series, label) : null;
  return (
    <Section title="Trends" testId="admin-trends" state={query} extra={<RangeSelect value={range} onChange={setRange} label="Trends range" />}>
      {chart ? <Chart type="line" series={chart.series} options={chart.options} height={280} label={chart.label} table={chart.table} tableTestId="admin-trends-table" /> : null}
    </Section>
  );
}

function QuickActions({ onInvite }: { onInvite: () => void }) {
  return (
    <nav aria-label="Quick actions" data-testid="admin-quick-actions">
      <Flex wrap gap={16} align="center">
        <Button type="primary" onClick={onInvite} data-testid="quick-invite">Invite a user</Button>
        <Link to={`${paths.projects()}?create=1`} data-testid="quick-create-project">Create a project</Link>
        <Link to="/admin/ai">AI settings</Link>
        <Link to="/admin/github">GitHub settings</Link>
      </Flex>
    </nav>
  );
}

export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const inviting = params.get('invite') === '1';
  const parentParam = Number(params.get('parent'));
  const parent = Number.isSafeInteger(parentParam) && parentParam > 0 ? parentParam : null;
  const setParent = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('parent');
    else next.set('parent', String(id));
    setParams(next);
  };
  const setInviting = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('invite', '1');
    else next.delete('invite');
    setParams(next, { replace: true });
  };
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto' }} data-testid="admin-dashboard">
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          {TEXT.title}
        </Typography.Title>
        <QuickActions onInvite={() => setInviting(true)} />
      </Flex>
      <SummarySection />
      <AlertsSection />
      <WorkAnalyticsSection />
      <QualitySection />
      <TrendsSection />
      <ManagersSection />
      <UsersTableSection />
      <ProjectsTableSection />
      {parent === null ? <HierarchySection onOpen={setParent} /> : <ParentProjectSection id={parent} onClose={() => setParent(null)} />}
      <PerformanceSection />
      <ResourcesSection />
      <HealthSection />
      <ActivitySection />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
