// The users, projects and managers tables: server-side paging (and for managers search, `field:order` sort and the
// filters of spec 002 §7). Column headers explain their numbers.
import { useState } from 'react';
import { Flex, Input, InputNumber, Select, Table, Tag, formatRelativeTime, useDebouncedValue, type TableColumnsType, type TableProps } from '@tessera/shared';
import { useManagers, useProjectsTable, useUsersTable, type ManagersHal, type ProjectsHal, type UsersHal } from '../api/admin-dashboard-api';
import { DEFAULT_MANAGERS, HOW, hours, percent, sortOrderOf, sortParamOf, type ManagersParams } from '../model/dashboard';
import { Explained, Section } from './parts';

const PAGE_SIZE = 10;
const when = (value: string | null | undefined) => (value ? formatRelativeTime(value) : 'Never');

type UserRow = UsersHal['elements'][number];
type ProjectRow = ProjectsHal['elements'][number];
type ManagerRow = ManagersHal['elements'][number];

function usePagedSearch() {
  const [offset, setOffset] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  return { offset, setOffset, search, setSearch, params: { offset, pageSize: PAGE_SIZE, search: debounced.trim() || undefined } };
}

const USER_COLUMNS: TableColumnsType<UserRow> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Role', dataIndex: 'role', key: 'role', render: (role: string) => <Tag>{role}</Tag> },
  { title: 'Status', dataIndex: 'status', key: 'status' },
  { title: <Explained label="Projects" how={HOW.members} />, dataIndex: 'projects', key: 'projects', align: 'right' },
  { title: <Explained label="Open tasks" how="Open work packages assigned to them." />, dataIndex: 'openAssignedWorkPackages', key: 'open', align: 'right' },
  { title: <Explained label="Hours (30 days)" how={HOW.hours30} />, dataIndex: 'hoursLast30Days', key: 'hours', align: 'right', render: (value: number) => hours(value) },
  { title: <Explained label="Last sign-in" how={HOW.lastLogin} />, dataIndex: 'lastLoginAt', key: 'login', render: when },
];

export function UsersTableSection() {
  const paging = usePagedSearch();
  const query = useUsersTable(paging.params);
  return (
    <Section
      title="Users"
      testId="admin-users"
      state={query}
      extra={<Input.Search aria-label="Search users" placeholder="Search users" value={paging.search} onChange={(event) => { paging.setSearch(event.target.value); paging.setOffset(1); }} style={{ width: 220 }} />}
    >
      <div style={{ overflowX: 'auto' }}>
      <Table<UserRow>
        rowKey="id"
        size="small"
        columns={USER_COLUMNS}
        dataSource={query.data?.elements ?? []}
        loading={query.isFetching}
        locale={{ emptyText: 'No users match.' }}
        pagination={{ current: paging.offset, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, onChange: paging.setOffset }}
      />
      </div>
    </Section>
  );
}

const PROJECT_COLUMNS: TableColumnsType<ProjectRow> = [
  { title: 'Project', dataIndex: 'name', key: 'name', render: (name: string, row) => <a href={`/projects/${row.id}`}>{name}</a> },
  { title: 'State', key: 'state', render: (_, row) => (row.templated ? 'Template' : row.active ? 'Active' : 'Archived') },
  { title: 'Status', dataIndex: 'statusCode', key: 'status', render: (value: string | null) => value?.replace('_', ' ') ?? '—' },
  { title: <Explained label="Work packages" how="All work packages of the project." />, dataIndex: 'total', key: 'total', align: 'right' },
  { title: <Explained label="Overdue" how={HOW.overdue} />, dataIndex: 'overdue', key: 'overdue', align: 'right' },
  { title: <Explained label="Completion" how={HOW.completionRate} />, dataIndex: 'completionRate', key: 'completion', align: 'right', render: percent },
  { title: <Explained label="Members" how={HOW.members} />, dataIndex: 'members', key: 'members', align: 'right' },
  { title: <Explained label="Hours" how={HOW.projectHours} />, dataIndex: 'hours', key: 'hours', align: 'right', render: (value: number) => hours(value) },
  { title: <Explained label="Last activity" how="Its newest journal entry." />, dataIndex: 'lastActivityAt', key: 'activity', render: when },
];

export function ProjectsTableSection() {
  const paging = usePagedSearch();
  const query = useProjectsTable(paging.params);
  return (
    <Section
      title="Projects"
      testId="admin-projects"
      state={query}
      extra={<Input.Search aria-label="Search projects" placeholder="Search projects" value={paging.search} onChange={(event) => { paging.setSearch(event.target.value); paging.setOffset(1); }} style={{ width: 220 }} />}
    >
      <div style={{ overflowX: 'auto' }}>
      <Table<ProjectRow>
        rowKey="id"
        size="small"
        columns={PROJECT_COLUMNS}
        dataSource={query.data?.elements ?? []}
        loading={query.isFetching}
        locale={{ emptyText: 'No projects match.' }}
        pagination={{ current: paging.offset, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, onChange: paging.setOffset }}
      />
      </div>
    </Section>
  );
}

function managerColumns(sort: string): TableColumnsType<ManagerRow> {
  const sortable = (key: string) => ({ key, dataIndex: key, sorter: true, sortOrder: sortOrderOf(sort, key), showSorterTooltip: false });
  return [
    { ...sortable('name'), title: 'Name' },
    { ...sortable('email'), title: 'Email' },
    { ...sortable('role'), title: 'Role', render: (role: string) => <Tag>{role}</Tag> },
    { ...sortable('status'), title: 'Status' },
    { ...sortable('totalProjects'), title: <Explained label="Projects" how={HOW.managerProjects} />, align: 'right' },
    { ...sortable('totalWorkPackages'), title: <Explained label="Work packages" how={HOW.managerPackages} />, align: 'right', render: (_: number, row) => `${row.totalWorkPackages} (${row.completedWorkPackages} closed, ${row.overdueWorkPackages} overdue)` },
    { ...sortable('completionRate'), title: <Explained label="Completion" how={HOW.completionRate} />, align: 'right', render: percent },
    { ...sortable('engagementScore'), title: <Explained label="Engagement" how={HOW.engagement} />, align: 'right' },
    { ...sortable('efficiency'), title: <Explained label="Efficiency" how={HOW.efficiency} />, align: 'right', render: percent },
    { key: 'pullRequests', title: <Explained label="Pull requests" how={HOW.pullRequests} />, render: (_, row) => `${row.pullRequests.total} (${row.pullRequests.open} open, ${row.pullRequests.merged} merged)` },
    { ...sortable('lastLoginAt'), title: <Explained label="Last sign-in" how={HOW.lastLogin} />, render: when },
    { ...sortable('lastActivity'), title: <Explained label="Last activity" how="Their newest journal entry." />, render: when },
  ];
}

export function ManagersSection() {
  const [params, setParams] = useState<ManagersParams>(DEFAULT_MANAGERS);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const effective = { ...params, search: debounced.trim() || undefined };
  const query = useManagers(effective);
  const update = (change: Partial<ManagersParams>) => setParams((current) => ({ ...current, offset: 1, ...change }));
  const onChange: TableProps<ManagerRow>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = sortParamOf(single?.columnKey as string | undefined, single?.order);
    setParams((current) => ({ ...current, sort, offset: sort === current.sort ? (pagination.current ?? 1) : 1 }));
  };
  return (
    <Section title="Managers" testId="admin-managers" state={query}>
      <Flex wrap gap={8} style={{ marginBottom: 12 }} role="group" aria-label="Managers filters">
        <Input.Search aria-label="Search managers" placeholder="Search name or email" value={search} onChange={(event) => { setSearch(event.target.value); update({}); }} style={{ width: 220 }} data-testid="managers-search" />
        <Select
          aria-label="Role"
          allowClear
          placeholder="Role: managers and admins"
          style={{ width: 200 }}
          value={params.role}
          onChange={(role?: string) => update({ role })}
          options={[{ value: 'manager', label: 'Managers' }, { value: 'admin', label: 'Admins' }, { value: 'member', label: 'Members' }, { value: 'manager,admin,member', label: 'Everyone' }]}
          data-testid="managers-role"
        />
        <Select
          aria-label="Status"
          allowClear
          placeholder="Any status"
          style={{ width: 140 }}
          value={params.status}
          onChange={(status?: string) => update({ status })}
          options={[{ value: 'active', label: 'Active' }, { value: 'locked', label: 'Locked' }]}
          data-testid="managers-status"
        />
        <InputNumber aria-label="Minimum projects" placeholder="Min projects" min={0} value={params.minProjects} onChange={(value) => update({ minProjects: value ?? undefined })} />
        <InputNumber aria-label="Maximum projects" placeholder="Max projects" min={0} value={params.maxProjects} onChange={(value) => update({ maxProjects: value ?? undefined })} />
        <InputNumber aria-label="Minimum efficiency" placeholder="Min efficiency %" min={0} max={100} value={params.minEfficiency} onChange={(value) => update({ minEfficiency: value ?? undefined })} data-testid="managers-min-efficiency" />
        <InputNumber aria-label="Maximum efficiency" placeholder="Max efficiency %" min={0} max={100} value={params.maxEfficiency} onChange={(value) => update({ maxEfficiency: value ?? undefined })} />
      </Flex>
      <div style={{ overflowX: 'auto' }}>
      <Table<ManagerRow>
        rowKey="id"
        size="small"
        columns={managerColumns(params.sort)}
        dataSource={query.data?.elements ?? []}
        loading={query.isFetching}
        onChange={onChange}
        locale={{ emptyText: 'No one matches these filters.' }}
        pagination={{ current: params.offset, pageSize: params.pageSize, total: query.data?.total ?? 0, showSizeChanger: false }}
        data-testid="managers-table"
      />
      </div>
    </Section>
  );
}
