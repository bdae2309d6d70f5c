// The costs page (spec 003 §8, 'View Details' of the costs card): a project's time and cost entries with filters,
// grouping and sums, paged on the server, and the project's finance settings for who may edit the project.
import { useMemo, useState } from 'react';
import {
  Button, Card, Empty, Flex, Form, Input, InputNumber, Link, PageError, Select, Skeleton, Table, Tag, Typography, errorMessage, paths,
  type TableColumnsType,
} from '@tessera/shared';
import { CostsCard, formatHoursValue, formatMoney, type MoneyFormat } from '../../costs-card';
import { useCostsReport, useFilterOptions, useFinanceSettings, type CostsReportHal } from '../api/costs-api';
import { COST_GROUPINGS, groupLabel, INITIAL_COSTS_QUERY, type CostGrouping, type CostsQuery } from '../model/costs-query';
import { FinanceSettingsForm } from './FinanceSettingsForm';

export const COSTS_TEXT = {
  title: 'Costs',
  filters: 'Filters',
  from: 'From',
  to: 'To',
  user: 'User',
  activity: 'Activity',
  costType: 'Cost type',
  workPackage: 'Work package ID',
  groupBy: 'Group by',
  noGrouping: 'No grouping',
  clear: 'Clear filters',
  any: 'Any',
  totals: 'Totals',
  groups: 'Sums per group',
  entries: 'Entries',
  empty: 'No time or cost entries match these filters.',
  loadFailed: 'Could not load the costs',
  hoursOnly: 'Amounts are shown to members allowed to view budgets; you see hours and units.',
  backToProject: 'Back to the project',
} as const;

type Entry = CostsReportHal['entries'][number];
type Group = CostsReportHal['groups'][number];

function entryColumns(format: MoneyFormat, money: boolean): TableColumnsType<Entry> {
  const columns: TableColumnsType<Entry> = [
    { title: 'Date', dataIndex: 'spentOn', key: 'spentOn' },
    { title: 'Type', key: 'kind', render: (_, entry) => <Tag color={entry.kind === 'time' ? 'blue' : 'purple'}>{entry.kind === 'time' ? 'Time' : 'Cost'}</Tag> },
    { title: 'User', key: 'user', render: (_, entry) => entry.user?.name ?? '—' },
    { title: 'Work package', key: 'workPackage', render: (_, entry) => (entry.workPackage ? `#${entry.workPackage.id} ${entry.workPackage.subject}` : '—') },
    { title: 'Activity / cost type', key: 'what', render: (_, entry) => entry.activity?.name ?? entry.costType?.name ?? '—' },
    {
      title: 'Hours / units',
      key: 'amount',
      align: 'right',
      render: (_, entry) => (entry.hours !== null ? formatHoursValue(entry.hours, format.locale) : `${entry.units ?? 0} units`),
    },
  ];
  if (money) columns.push({ title: 'Cost', key: 'cost', align: 'right', render: (_, entry) => (entry.cost === null ? '—' : formatMoney(entry.cost, format)) });
  columns.push({ title: 'Comment', dataIndex: 'comment', key: 'comment', render: (comment: string) => comment || '—' });
  return columns;
}

function groupColumns(grouping: CostGrouping, format: MoneyFormat, money: boolean): TableColumnsType<Group> {
  const label = COST_GROUPINGS.find((option) => option.value === grouping)?.label ?? 'Group';
  const columns: TableColumnsType<Group> = [
    { title: label, key: 'label', render: (_, group) => groupLabel(grouping, group.label) },
    { title: 'Entries', dataIndex: 'count', key: 'count', align: 'right' },
    { title: 'Hours', key: 'hours', align: 'right', render: (_, group) => formatHoursValue(group.hours, format.locale) },
  ];
  if (money) {
    columns.push(
      { title: 'Labour', key: 'labour', align: 'right', render: (_, group) => formatMoney(group.labourCost ?? 0, format) },
      { title: 'Material', key: 'material', align: 'right', render: (_, group) => formatMoney(group.materialCost ?? 0, format) },
      { title: 'Total', key: 'total', align: 'right', render: (_, group) => formatMoney(group.total ?? 0, format) },
    );
  }
  return columns;
}

function Totals({ report }: { report: CostsReportHal }) {
  const format = { currency: report.currency, locale: report.locale, decimals: report.decimals };
  const totals = report.totals;
  const items: [string, string, string][] = [
    ['Entries', String(totals.count), 'costs-total-count'],
    ['Hours', formatHoursValue(totals.hours, report.locale), 'costs-total-hours'],
  ];
  if (report.moneyVisible) {
    items.push(
      ['Labour', formatMoney(totals.labourCost ?? 0, format), 'costs-total-labour'],
      ['Material', formatMoney(totals.materialCost ?? 0, format), 'costs-total-material'],
      ['Total', formatMoney(totals.total ?? 0, format), 'costs-total'],
    );
  }
  return (
    <section aria-labelledby="costs-totals-heading">
      <Typography.Title level={2} id="costs-totals-heading" style={{ fontSize: 18 }}>{COSTS_TEXT.totals}</Typography.Title>
      <Flex wrap gap={24}>
        {items.map(([label, value, testId]) => (
          <div key={label}>
            <Typography.Text type="secondary" style={{ display: 'block' }}>{label}</Typography.Text>
            <span data-testid={testId} style={{ fontSize: 20, fontWeight: 600 }}>{value}</span>
          </div>
        ))}
      </Flex>
      {!report.moneyVisible ? <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{COSTS_TEXT.hoursOnly}</Typography.Paragraph> : null}
    </section>
  );
}

function Filters({ projectId, query, onChange }: { projectId: number; query: CostsQuery; onChange: (next: Partial<CostsQuery>) => void }) {
  const options = useFilterOptions(projectId);
  const select = (id: string, label: string, value: number | undefined, choices: { value: number; label: string }[] | undefined, key: 'userId' | 'activityId' | 'costTypeId') => (
    <Form.Item label={label} htmlFor={id} style={{ minWidth: 180 }}>
      <Select
        id={id}
        allowClear
        placeholder={COSTS_TEXT.any}
        value={value}
        options={choices ?? []}
        loading={options.isPending}
        onChange={(next: number | undefined) => onChange({ [key]: next ?? undefined })}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid={`costs-filter-${key}`}
      />
    </Form.Item>
  );
  return (
    <Card size="small" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{COSTS_TEXT.filters}</Typography.Title>}>
      <Form layout="vertical">
        <Flex wrap gap={16} align="flex-end">
          <Form.Item label={COSTS_TEXT.from} htmlFor="costs-from">
            <Input id="costs-from" type="date" value={query.from ?? ''} onChange={(event) => onChange({ from: event.target.value || undefined })} />
          </Form.Item>
          <Form.Item label={COSTS_TEXT.to} htmlFor="costs-to">
            <Input id="costs-to" type="date" value={query.to ?? ''} onChange={(event) => onChange({ to: event.target.value || undefined })} />
          </Form.Item>
          {select('costs-user', COSTS_TEXT.user, query.userId, options.data?.users, 'userId')}
          {select('costs-activity', COSTS_TEXT.activity, query.activityId, options.data?.activities, 'activityId')}
          {select('costs-cost-type', COSTS_TEXT.costType, query.costTypeId, options.data?.costTypes, 'costTypeId')}
          <Form.Item label={COSTS_TEXT.workPackage} htmlFor="costs-work-package">
            <InputNumber id="costs-work-package" min={1} value={query.workPackageId ?? null} onChange={(next) => onChange({ workPackageId: next === null ? undefined : Number(next) })} />
          </Form.Item>
          <Form.Item label={COSTS_TEXT.groupBy} htmlFor="costs-group-by" style={{ minWidth: 180 }}>
            <Select
              id="costs-group-by"
              value={query.groupBy ?? 'none'}
              options={[{ value: 'none', label: COSTS_TEXT.noGrouping }, ...COST_GROUPINGS.map((grouping) => ({ value: grouping.value, label: grouping.label }))]}
              onChange={(next: string) => onChange({ groupBy: next === 'none' ? undefined : (next as CostGrouping) })}
              data-testid="costs-group-by"
            />
          </Form.Item>
          <Form.Item>
            <Button onClick={() => onChange({ from: undefined, to: undefined, userId: undefined, activityId: undefined, costTypeId: undefined, workPackageId: undefined, groupBy: undefined })}>
              {COSTS_TEXT.clear}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      {options.isError ? <Typography.Text type="danger">{errorMessage(options.error)}</Typography.Text> : null}
    </Card>
  );
}

function Report({ query, report, loading, onPage }: { query: CostsQuery; report: CostsReportHal; loading: boolean; onPage: (offset: number, pageSize: number) => void }) {
  const format = { currency: report.currency, locale: report.locale, decimals: report.decimals };
  const entries = useMemo(() => entryColumns(format, report.moneyVisible), [format.currency, format.locale, format.decimals, report.moneyVisible]); // eslint-disable-line react-hooks/exhaustive-deps
  if (report.total === 0) {
    return <Empty description={COSTS_TEXT.empty} data-testid="costs-empty" />;
  }
  return (
    <Flex vertical gap={24}>
      <Totals report={report} />
      {query.groupBy ? (
        <section aria-labelledby="costs-groups-heading">
          <Typography.Title level={2} id="costs-groups-heading" style={{ fontSize: 18 }}>{COSTS_TEXT.groups}</Typography.Title>
          <Table<Group>
            data-testid="costs-groups"
            rowKey={(group) => group.key ?? 'none'}
            columns={groupColumns(query.groupBy, format, report.moneyVisible)}
            dataSource={report.groups}
            pagination={false}
            size="small"
          />
        </section>
      ) : null}
      <section aria-labelledby="costs-entries-heading">
        <Typography.Title level={2} id="costs-entries-heading" style={{ fontSize: 18 }}>{COSTS_TEXT.entries}</Typography.Title>
        <Table<Entry>
          data-testid="costs-entries"
          rowKey={(entry) => `${entry.kind}-${entry.id}`}
          columns={entries}
          dataSource={report.entries}
          loading={loading}
          size="small"
          scroll={{ x: true }}
          pagination={{ current: query.offset, pageSize: query.pageSize, total: report.total, showSizeChanger: true, onChange: onPage }}
        />
      </section>
    </Flex>
  );
}

export function CostsView({ projectId }: { projectId: number }) {
  const [query, setQuery] = useState<CostsQuery>(INITIAL_COSTS_QUERY);
  const report = useCostsReport(projectId, query);
  const settings = useFinanceSettings(projectId);
  const change = (next: Partial<CostsQuery>) => setQuery((current) => ({ ...current, ...next, offset: 1 }));
  const projectName = (report.data?._links.project as { title?: string } | undefined)?.title;
  const mayEditSettings = settings.data?._links.updateImmediately !== undefined;

  return (
    <div data-testid="costs-page" style={{ padding: 24 }}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {COSTS_TEXT.title}
          {projectName ? `: ${projectName}` : ''}
        </Typography.Title>
        <Link to={paths.project(projectId)}>{COSTS_TEXT.backToProject}</Link>
      </Flex>
      <Flex vertical gap={24}>
        <CostsCard projectId={projectId} headingLevel={2} />
        <Filters projectId={projectId} query={query} onChange={change} />
        {report.isPending ? (
          <div aria-busy="true" data-testid="costs-loading">
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : report.isError ? (
          <PageError title={COSTS_TEXT.loadFailed} message={errorMessage(report.error)} onRetry={() => void report.refetch()} headingLevel={2} />
        ) : (
          <Report query={query} report={report.data} loading={report.isFetching} onPage={(offset, pageSize) => setQuery((current) => ({ ...current, offset: pageSize === current.pageSize ? offset : 1, pageSize }))} />
        )}
        {mayEditSettings && settings.data ? <FinanceSettingsForm projectId={projectId} settings={settings.data} /> : null}
      </Flex>
    </div>
  );
}
