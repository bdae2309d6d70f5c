// The project hierarchy (spec 002 §7 hierarchy-summary, parent-projects, comparison) with a drill-down into one parent
// project (its work items, resources, timeline and milestones), and the delivery performance and record counts. The
// drilled-into project is the `parent` search parameter, so the view can be linked and survives a reload.
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, Select, Table, Tabs, Tag, Typography, useDebouncedValue, type TableColumnsType } from '@tessera/shared';
import {
  useHierarchySummary, useParentComparison, useParentMilestones, useParentProject, useParentProjects, useParentResources, useParentTimeline, useParentWorkItems, usePerformance, useStats,
  type ComparisonHal, type ParentMilestonesHal, type ParentProjectHal, type ParentProjectsHal, type ParentResourcesHal, type ParentTimelineHal, type ParentWorkItemsHal, type PerformanceHal,
} from '../api/admin-dashboard-api';
import { DEFAULT_RANGE, HOW, hours, percent, RANGE_OPTIONS, WORK_ITEM_STATES, type RangeName, type WorkItemState } from '../model/dashboard';
import { Explained, Figures, Section } from './parts';

const PAGE_SIZE = 10;
type ParentRow = ParentProjectsHal['elements'][number];
type ComparisonRow = ComparisonHal['elements'][number];
type TreeRow = ParentProjectHal['projects'][number];
type WorkItemRow = ParentWorkItemsHal['elements'][number];
type PersonRow = ParentResourcesHal['elements'][number];
type SpanRow = ParentTimelineHal['spans'][number];
type MilestoneRow = ParentMilestonesHal['elements'][number];
type DeliveryRow = PerformanceHal['projects'][number];

function RangeSelect({ value, onChange, label }: { value: RangeName; onChange: (value: RangeName) => void; label: string }) {
  return <Select aria-label={label} value={value} onChange={onChange} options={[...RANGE_OPTIONS]} style={{ width: 160 }} />;
}

/** The figures every rolled-up row shares, each column explained. */
function treeColumns<T extends { total: number; overdue: number; completionRate: number | null; members: number; hours: number; subProjects: number; closedInPeriod: number }>(): TableColumnsType<T> {
  return [
    { title: <Explained label="Sub-projects" how={HOW.treeSubProjects} />, dataIndex: 'subProjects', key: 'subProjects', align: 'right' },
    { title: <Explained label="Work packages" how={HOW.treePackages} />, dataIndex: 'total', key: 'total', align: 'right' },
    { title: <Explained label="Overdue" how={HOW.overdue} />, dataIndex: 'overdue', key: 'overdue', align: 'right' },
    { title: <Explained label="Completion" how={HOW.treeCompletion} />, dataIndex: 'completionRate', key: 'completion', align: 'right', render: percent },
    { title: <Explained label="Closed (30 days)" how={HOW.treeClosed30} />, dataIndex: 'closedInPeriod', key: 'closed30', align: 'right' },
    { title: <Explained label="Members" how={HOW.treeMembers} />, dataIndex: 'members', key: 'members', align: 'right' },
    { title: <Explained label="Hours" how={HOW.treeHours} />, dataIndex: 'hours', key: 'hours', align: 'right', render: (value: number) => hours(value) },
  ];
}

const openButton = (name: string, id: number, onOpen: (id: number) => void) => (
  <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(id)} aria-label={`Open parent project ${name}`} data-testid={`open-parent-${id}`}>
    {name}
  </Button>
);

export function HierarchySection({ onOpen }: { onOpen: (id: number) => void }) {
  const summary = useHierarchySummary();
  const comparison = useParentComparison();
  const [offset, setOffset] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const parents = useParentProjects({ offset, pageSize: PAGE_SIZE, search: debounced.trim() || undefined });
  const data = summary.data;
  const averages = comparison.data?.averages;
  const comparisonColumns: TableColumnsType<ComparisonRow> = [
    { title: 'Parent project', dataIndex: 'name', key: 'name', render: (name: string, row) => openButton(name, row.id, onOpen) },
    ...treeColumns<ComparisonRow>(),
    { title: <Explained label="Hours per member" how={HOW.hoursPerMember} />, dataIndex: 'hoursPerMember', key: 'hpm', align: 'right', render: (value: number | null) => (value === null ? '—' : hours(value)) },
  ];
  const parentColumns: TableColumnsType<ParentRow> = [
    { title: 'Parent project', dataIndex: 'name', key: 'name', render: (name: string, row) => openButton(name, row.id, onOpen) },
    { title: 'Level', key: 'level', render: (_, row) => (row.parentId === null ? 'Top level' : 'Nested') },
    ...treeColumns<ParentRow>(),
  ];
  return (
    <Section title="Project hierarchy" testId="admin-hierarchy" state={summary} empty={data && data.parentProjects === 0 ? 'No project has sub-projects yet.' : null}>
      {data && data.parentProjects > 0 ? (
        <Flex vertical gap={16}>
          <Figures
            rows={[
              ['Parent projects', data.parentProjects, HOW.parentProjects],
              ['Top-level parents', data.topLevelParents, HOW.topLevelParents],
              ['Sub-projects', data.subProjects, HOW.subProjects],
              ['Standalone projects', data.standaloneProjects, HOW.standalone],
              ['Deepest level', data.maxDepth, HOW.maxDepth],
              ['Work packages in hierarchies', `${data.workPackagesInHierarchies} of ${data.workPackages}`, HOW.inHierarchies],
            ]}
          />
          {averages ? (
            <div data-testid="hierarchy-averages">
              <Typography.Title level={3} style={{ fontSize: 15 }}>
                <Explained label="Averages of the top-level parents" how={HOW.average} />
              </Typography.Title>
              <Figures
                rows={[
                  ['Completion', percent(averages.completionRate), HOW.treeCompletion],
                  ['Overdue rate', percent(averages.overdueRate), HOW.treeOverdueRate],
                  ['Closed (30 days)', averages.closedInPeriod ?? '—', HOW.treeClosed30],
                  ['Hours per member', averages.hoursPerMember === null ? '—' : hours(averages.hoursPerMember), HOW.hoursPerMember],
                  ['Sub-projects', averages.subProjects ?? '—', HOW.treeSubProjects],
                ]}
              />
            </div>
          ) : null}
          <div style={{ overflowX: 'auto' }}>
            <Table<ComparisonRow>
              rowKey="id"
              size="small"
              caption={<Typography.Text strong>Top-level parent projects compared</Typography.Text>}
              columns={comparisonColumns}
              dataSource={comparison.data?.elements ?? []}
              loading={comparison.isFetching}
              pagination={false}
              data-testid="hierarchy-comparison"
            />
          </div>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
              All parent projects
            </Typography.Title>
            <Input.Search aria-label="Search parent projects" placeholder="Search parent projects" value={search} onChange={(event) => { setSearch(event.target.value); setOffset(1); }} style={{ width: 220 }} />
          </Flex>
          <div style={{ overflowX: 'auto' }}>
            <Table<ParentRow>
              rowKey="id"
              size="small"
              columns={parentColumns}
              dataSource={parents.data?.elements ?? []}
              loading={parents.isFetching}
              locale={{ emptyText: 'No parent project matches.' }}
              pagination={{ current: offset, pageSize: PAGE_SIZE, total: parents.data?.total ?? 0, showSizeChanger: false, onChange: setOffset }}
              data-testid="hierarchy-parents"
            />
          </div>
        </Flex>
      ) : null}
    </Section>
  );
}

const treeProjectColumns: TableColumnsType<TreeRow> = [
  { title: 'Project', dataIndex: 'name', key: 'name', render: (name: string, row) => <a href={`/projects/${row.id}`} style={{ paddingLeft: row.depth * 16 }}>{name}</a> },
  { title: 'Level', dataIndex: 'depth', key: 'depth', align: 'right' },
  { title: <Explained label="Own work packages" how={HOW.ownPackages} />, dataIndex: 'total', key: 'total', align: 'right' },
  { title: <Explained label="Overdue" how={HOW.overdue} />, dataIndex: 'overdue', key: 'overdue', align: 'right' },
  { title: <Explained label="Completion" how={HOW.completionRate} />, dataIndex: 'completionRate', key: 'completion', align: 'right', render: percent },
  { title: <Explained label="Span" how={HOW.span} />, key: 'span', render: (_, row) => (row.startDate || row.endDate ? `${row.startDate ?? '?'} to ${row.endDate ?? '?'}` : '—') },
];

const workItemColumns: TableColumnsType<WorkItemRow> = [
  { title: 'Work package', dataIndex: 'subject', key: 'subject', render: (subject: string, row) => <a href={`/projects/${row.projectId}?task=${row.id}`}>#{row.id} {subject}</a> },
  { title: 'Project', dataIndex: 'projectName', key: 'project' },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string, row) => (row.overdue ? <>{status} <Tag color="red">overdue</Tag></> : status) },
  { title: 'Assignee', dataIndex: 'assignee', key: 'assignee', render: (value: string | null) => value ?? 'Unassigned' },
  { title: 'Due', dataIndex: 'dueDate', key: 'due', render: (value: string | null) => value ?? '—' },
  { title: <Explained label="Estimate" how="The estimated hours of the work package." />, dataIndex: 'estimatedHours', key: 'estimate', align: 'right', render: (value: number | null) => (value === null ? '—' : hours(value)) },
];

function WorkItemsTab({ id }: { id: number }) {
  const [offset, setOffset] = useState(1);
  const [state, setState] = useState<WorkItemState>('all');
  const query = useParentWorkItems(id, { offset, pageSize: PAGE_SIZE, state });
  return (
    <Flex vertical gap={8}>
      <Select aria-label="Work items shown" value={state} onChange={(value: WorkItemState) => { setState(value); setOffset(1); }} options={[...WORK_ITEM_STATES]} style={{ width: 160 }} data-testid="work-items-state" />
      <div style={{ overflowX: 'auto' }}>
        <Table<WorkItemRow>
          rowKey="id"
          size="small"
          columns={workItemColumns}
          dataSource={query.data?.elements ?? []}
          loading={query.isFetching}
          locale={{ emptyText: 'No work packages.' }}
          pagination={{ current: offset, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, onChange: setOffset, showTotal: (total) => `${total} work packages` }}
          data-testid="parent-work-items"
        />
      </div>
    </Flex>
  );
}

const personColumns: TableColumnsType<PersonRow> = [
  { title: 'Person', dataIndex: 'name', key: 'name' },
  { title: <Explained label="Hours" how="Hours they logged in the projects of this tree within the range." />, dataIndex: 'hours', key: 'hours', align: 'right', render: (value: number) => hours(value) },
  { title: <Explained label="Utilisation" how={HOW.utilisation} />, dataIndex: 'utilisation', key: 'utilisation', align: 'right', render: percent },
  { title: <Explained label="Open tasks" how="Open work packages of this tree assigned to them." />, dataIndex: 'openAssigned', key: 'open', align: 'right' },
  { title: <Explained label="Remaining" how={HOW.remaining} />, dataIndex: 'remainingHours', key: 'remaining', align: 'right', render: (value: number) => hours(value) },
];

function ResourcesTab({ id, active }: { id: number; active: boolean }) {
  const [range, setRange] = useState<RangeName>(DEFAULT_RANGE);
  const query = useParentResources(id, range, active);
  const data = query.data;
  return (
    <Flex vertical gap={8}>
      <RangeSelect value={range} onChange={setRange} label="Parent resources range" />
      {data ? (
        <Figures
          rows={[
            ['Hours logged', hours(data.totalHours), 'All hours logged in the tree within the range.'],
            ['Capacity per person', hours(data.capacityHoursPerPerson), '8 hours per weekday of the range.'],
            ['Average utilisation', percent(data.averageUtilisation), HOW.utilisation],
          ]}
        />
      ) : null}
      <Table<PersonRow> rowKey="id" size="small" columns={personColumns} dataSource={data?.elements ?? []} loading={query.isFetching} pagination={false} locale={{ emptyText: 'No one works in this tree.' }} data-testid="parent-resources" />
    </Flex>
  );
}

const spanColumns: TableColumnsType<SpanRow> = [
  { title: 'Project', dataIndex: 'name', key: 'name', render: (name: string, row) => <span style={{ paddingLeft: row.depth * 16 }}>{name}</span> },
  { title: <Explained label="Start" how={HOW.span} />, dataIndex: 'startDate', key: 'start', render: (value: string | null) => value ?? '—' },
  { title: <Explained label="End" how={HOW.span} />, dataIndex: 'endDate', key: 'end', render: (value: string | null) => value ?? '—' },
  { title: <Explained label="Completion" how={HOW.completionRate} />, dataIndex: 'completionRate', key: 'completion', align: 'right', render: percent },
];

function TimelineTab({ id, active }: { id: number; active: boolean }) {
  const [range, setRange] = useState<RangeName>(DEFAULT_RANGE);
  const query = useParentTimeline(id, range, active);
  const data = query.data;
  const total = (pick: (point: ParentTimelineHal['series'][number]) => number) => Math.round((data?.series ?? []).reduce((sum, point) => sum + pick(point), 0) * 10) / 10;
  const busy = (data?.series ?? []).filter((point) => point.created + point.closed + point.hours > 0);
  return (
    <Flex vertical gap={8}>
      <RangeSelect value={range} onChange={setRange} label="Parent timeline range" />
      {data ? (
        <Figures
          rows={[
            ['Created', total((p) => p.created), HOW.created],
            ['Closed', total((p) => p.closed), HOW.throughput],
            ['Hours logged', hours(total((p) => p.hours)), 'Hours logged in the tree within the range.'],
          ]}
        />
      ) : null}
      <Table<SpanRow> rowKey="projectId" size="small" columns={spanColumns} dataSource={data?.spans ?? []} loading={query.isFetching} pagination={false} caption="When each project's work runs" data-testid="parent-timeline" />
      <Table
        rowKey="day"
        size="small"
        caption="Days with activity"
        columns={[
          { title: 'Day', dataIndex: 'day', key: 'day' },
          { title: 'Created', dataIndex: 'created', key: 'created', align: 'right' },
          { title: 'Closed', dataIndex: 'closed', key: 'closed', align: 'right' },
          { title: 'Hours', dataIndex: 'hours', key: 'hours', align: 'right', render: (value: number) => hours(value) },
        ]}
        dataSource={busy}
        pagination={busy.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
        locale={{ emptyText: 'No activity in this range.' }}
      />
    </Flex>
  );
}

const HEALTH_COLOUR: Record<string, string> = { healthy: 'green', at_risk: 'orange', critical: 'red' };
const milestoneColumns: TableColumnsType<MilestoneRow> = [
  { title: 'Milestone', dataIndex: 'name', key: 'name' },
  { title: 'Project', dataIndex: 'project_name', key: 'project' },
  { title: 'Due', dataIndex: 'due_date', key: 'due', render: (value: string | null) => value ?? '—' },
  { title: <Explained label="Progress" how="Closed / all of its work packages x 100; 100 when the version is closed." />, dataIndex: 'progress', key: 'progress', align: 'right', render: (value: number) => `${value}%` },
  { title: <Explained label="Health" how={HOW.milestoneHealth} />, dataIndex: 'health_status', key: 'health', render: (value: string, row) => (row.status === 'closed' ? <Tag>closed</Tag> : <Tag color={HEALTH_COLOUR[value]}>{value.replace('_', ' ')}</Tag>) },
];

function MilestonesTab({ id, active }: { id: number; active: boolean }) {
  const query = useParentMilestones(id, active);
  const data = query.data;
  return (
    <Flex vertical gap={8}>
      {data ? (
        <Figures
          rows={[
            ['Milestones', data.total, 'Versions of the project and every project below it.'],
            ['Open', data.open, 'Milestones whose version is not closed.'],
            ['At risk', data.atRisk, HOW.atRiskMilestones],
            ['Critical', data.critical, 'Open milestones past their due date.'],
          ]}
        />
      ) : null}
      <Table<MilestoneRow> rowKey="id" size="small" columns={milestoneColumns} dataSource={data?.elements ?? []} loading={query.isFetching} pagination={false} locale={{ emptyText: 'No milestones in this tree.' }} data-testid="parent-milestones" />
    </Flex>
  );
}

export function ParentProjectSection({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useParentProject(id);
  const [tab, setTab] = useState('overview');
  const heading = useRef<HTMLDivElement>(null);
  const data = query.data;
  // Keyboard and screen reader users land on the drill-down they opened.
  useEffect(() => {
    heading.current?.focus();
  }, [id]);
  const totals = data?.totals;
  return (
    <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      <Section
        title={data ? `Parent project: ${data.project.name}` : 'Parent project'}
        testId="admin-parent"
        state={query}
        extra={<Button onClick={onClose} data-testid="close-parent">Back to all parent projects</Button>}
      >
        {data && totals ? (
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'overview',
                label: 'Overview',
                children: (
                  <Flex vertical gap={12}>
                    <Figures
                      rows={[
                        ['Sub-projects', totals.subProjects, HOW.treeSubProjects],
                        ['Work packages', totals.total, HOW.treePackages],
                        ['Open', totals.open, HOW.packagesOpen],
                        ['Overdue', totals.overdue, HOW.overdue],
                        ['Overdue rate', percent(totals.overdueRate), HOW.treeOverdueRate],
                        ['Completion', percent(totals.completionRate), HOW.treeCompletion],
                        ['Closed (30 days)', totals.closedInPeriod, HOW.treeClosed30],
                        ['Members', totals.members, HOW.treeMembers],
                        ['Hours', hours(totals.hours), HOW.treeHours],
                      ]}
                    />
                    <Table<TreeRow> rowKey="id" size="small" columns={treeProjectColumns} dataSource={data.projects} pagination={false} caption="Projects of the tree" data-testid="parent-tree" />
                  </Flex>
                ),
              },
              { key: 'work-items', label: 'Work items', children: <WorkItemsTab id={id} /> },
              { key: 'resources', label: 'Resources', children: <ResourcesTab id={id} active={tab === 'resources'} /> },
              { key: 'timeline', label: 'Timeline', children: <TimelineTab id={id} active={tab === 'timeline'} /> },
              { key: 'milestones', label: 'Milestones', children: <MilestonesTab id={id} active={tab === 'milestones'} /> },
            ]}
          />
        ) : null}
      </Section>
    </div>
  );
}

const deliveryColumns: TableColumnsType<DeliveryRow> = [
  { title: 'Project', dataIndex: 'projectName', key: 'name', render: (name: string, row) => <a href={`/projects/${row.projectId}`}>{name}</a> },
  { title: <Explained label="Closed" how={HOW.throughput} />, dataIndex: 'closed', key: 'closed', align: 'right' },
  { title: <Explained label="Per week" how={HOW.perWeek} />, dataIndex: 'perWeek', key: 'perWeek', align: 'right' },
  { title: <Explained label="On time" how={HOW.onTimeRate} />, dataIndex: 'onTimeRate', key: 'onTime', align: 'right', render: (value: number | null, row) => (value === null ? '—' : `${percent(value)} of ${row.withDueDate}`) },
  { title: <Explained label="Cycle time" how={HOW.cycleTime} />, dataIndex: 'averageCycleDays', key: 'cycle', align: 'right', render: (value: number | null) => (value === null ? '—' : `${value} days`) },
];

export function PerformanceSection() {
  const [range, setRange] = useState<RangeName>(DEFAULT_RANGE);
  const query = usePerformance(range);
  const stats = useStats();
  const data = query.data;
  const records = stats.data?.records;
  const record = (value: { total: number; createdLast30Days?: number }) => (value.createdLast30Days === undefined ? value.total : `${value.total} (+${value.createdLast30Days})`);
  return (
    <Section title="Delivery performance" testId="admin-performance" state={query} extra={<RangeSelect value={range} onChange={setRange} label="Performance range" />}>
      {data ? (
        <Flex wrap gap={24}>
          <div style={{ minWidth: 240 }}>
            <Figures
              rows={[
                ['Closed', data.closed, HOW.throughput],
                ['Closed per week', data.perWeek, HOW.perWeek],
                ['On time', data.onTimeRate === null ? '—' : `${percent(data.onTimeRate)} (${data.onTime} of ${data.withDueDate})`, HOW.onTimeRate],
                ['Average cycle time', data.averageCycleDays === null ? '—' : `${data.averageCycleDays} days`, HOW.cycleTime],
                ['Projects delivering', data.projectsWithClosings, 'Projects with at least one closing in the range.'],
              ]}
            />
            {records ? (
              <>
                <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
                  <Explained label="Records stored" how={HOW.records} />
                </Typography.Title>
                <Figures
                  rows={[
                    ['Users', record(records.users), HOW.records],
                    ['Projects', record(records.projects), HOW.records],
                    ['Work packages', record(records.workPackages), HOW.records],
                    ['Journal entries', record(records.journals), HOW.records],
                    ['Time entries', record(records.timeEntries), HOW.records],
                    ['Versions', record(records.versions), 'Versions (sprints and milestones) stored.'],
                    ['Attachments', record(records.attachments), 'Files attached to anything.'],
                  ]}
                />
              </>
            ) : null}
          </div>
          <div style={{ flex: 1, minWidth: 320, overflowX: 'auto' }}>
            <Table<DeliveryRow>
              rowKey="projectId"
              size="small"
              caption={<Typography.Text strong>Projects with the most closings</Typography.Text>}
              columns={deliveryColumns}
              dataSource={data.projects}
              pagination={false}
              locale={{ emptyText: 'Nothing was closed in this range.' }}
              data-testid="performance-projects"
            />
          </div>
        </Flex>
      ) : null}
    </Section>
  );
}
