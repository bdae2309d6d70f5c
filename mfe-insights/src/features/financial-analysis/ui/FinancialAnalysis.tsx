// The financial analysis (spec 003 §2, §8, §9): a period (Last 7 days, Last 30 days by default, Last 3 months,
// Custom with a range picker), the Summary, Breakdown and Trends tabs, Export of what the tab shows, and
// 'Error Loading Financial Data' with Try Again when a part fails to load. Each tab reads only when shown.
import { useState, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, PageError, RangePicker, Select, Skeleton, Space, Tabs, Typography, isApiError } from '@tessera/shared';
import { useFinanceBreakdown, useFinanceSummary, useFinanceTrends } from '../api/finance-api';
import {
  DEFAULT_PERIOD, FINANCE_TEXT, PERIOD_OPTIONS, rangeProblem,
  type BreakdownBy, type FinanceTab, type Interval, type Period, type PeriodSelection,
} from '../model/finance';
import { ExportButtons } from './ExportButtons';
import { BreakdownControls, BreakdownTab, IntervalControl, SummaryTab, TrendsTab } from './Tabs';

const BREAKDOWN_PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

interface PartState { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean }

/** A 422 is the period being refused (its message says why); anything else is a failure to load. */
function PartStatus({ part, children }: { part: PartState; children: () => ReactNode }) {
  if (part.isError) {
    if (isApiError(part.error) && part.error.status === 422) {
      return <Alert type="warning" showIcon title={part.error.message} data-testid="finance-period-refused" />;
    }
    return (
      <div data-testid="finance-load-error">
        <PageError title={FINANCE_TEXT.loadError} message={isApiError(part.error) ? part.error.message : 'Please try again.'} onRetry={() => void part.refetch()} retryLabel={FINANCE_TEXT.tryAgain} headingLevel={3} />
      </div>
    );
  }
  if (part.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <div aria-busy={part.isFetching}>{children()}</div>;
}

export function FinancialAnalysis({ projectId }: { projectId: number }) {
  const [selection, setSelection] = useState<PeriodSelection>(DEFAULT_PERIOD);
  const [tab, setTab] = useState<FinanceTab>('summary');
  const [by, setBy] = useState<BreakdownBy>('user');
  const [page, setPage] = useState(1);
  const [interval, setTrendInterval] = useState<Interval>('week');
  const problem = rangeProblem(selection);
  const ready = problem === null;

  const summary = useFinanceSummary(projectId, selection, ready && tab === 'summary');
  const breakdown = useFinanceBreakdown(projectId, selection, by, page, BREAKDOWN_PAGE_SIZE, ready && tab === 'breakdown');
  const trends = useFinanceTrends(projectId, selection, interval, ready && tab === 'trends');

  const choosePeriod = (period: Period) => {
    setPage(1);
    setSelection((current) => ({ period, from: period === 'custom' ? current.from : null, to: period === 'custom' ? current.to : null }));
  };
  const chooseRange = (value: [Dayjs | null, Dayjs | null] | null) => {
    setPage(1);
    setSelection({ period: 'custom', from: value?.[0]?.format(DAY) ?? null, to: value?.[1]?.format(DAY) ?? null });
  };

  const exportRequest =
    tab === 'summary'
      ? { projectId, period: selection, view: 'summary' as const }
      : tab === 'breakdown'
        ? { projectId, period: selection, view: 'breakdown' as const, by }
        : { projectId, period: selection, view: 'breakdown' as const, by: 'period' as const, interval };

  return (
    <section aria-labelledby="finance-analysis-title" data-testid="financial-analysis" style={{ marginTop: 16 }}>
      <Typography.Title level={3} id="finance-analysis-title" style={{ fontSize: 18 }}>
        Financial analysis
      </Typography.Title>
      <Space wrap align="start" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Space wrap align="start">
          <Space orientation="vertical" size={2}>
            <label htmlFor="finance-period">{FINANCE_TEXT.period}</label>
            <Select id="finance-period" data-testid="finance-period" value={selection.period} options={PERIOD_OPTIONS} onChange={choosePeriod} style={{ minWidth: 170 }} />
          </Space>
          {selection.period === 'custom' ? (
            <Space orientation="vertical" size={2}>
              <span id="finance-range-label">{FINANCE_TEXT.customRange}</span>
              <RangePicker
                aria-labelledby="finance-range-label"
                value={[selection.from ? dayjs(selection.from) : null, selection.to ? dayjs(selection.to) : null]}
                onChange={(value) => chooseRange(value as [Dayjs | null, Dayjs | null] | null)}
                allowEmpty={[true, true]}
                status={problem && problem !== FINANCE_TEXT.pickRange ? 'error' : undefined}
              />
              {problem ? (
                <Typography.Text type={problem === FINANCE_TEXT.pickRange ? 'secondary' : 'danger'} role={problem === FINANCE_TEXT.pickRange ? undefined : 'alert'} data-testid="finance-range-message">
                  {problem}
                </Typography.Text>
              ) : null}
            </Space>
          ) : null}
        </Space>
        <ExportButtons request={exportRequest} disabled={!ready} />
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as FinanceTab)}
        items={[
          {
            key: 'summary',
            label: 'Summary',
            children: ready ? <PartStatus part={summary}>{() => summary.data && <SummaryTab summary={summary.data} />}</PartStatus> : null,
          },
          {
            key: 'breakdown',
            label: 'Breakdown',
            children: ready ? (
              <>
                <BreakdownControls by={by} onByChange={(next) => { setBy(next); setPage(1); }} />
                <PartStatus part={breakdown}>
                  {() => breakdown.data && <BreakdownTab breakdown={breakdown.data} by={by} onByChange={setBy} page={page} pageSize={BREAKDOWN_PAGE_SIZE} onPageChange={(next) => setPage(next)} />}
                </PartStatus>
              </>
            ) : null,
          },
          {
            key: 'trends',
            label: 'Trends',
            children: ready ? (
              <>
                <IntervalControl interval={interval} onChange={setTrendInterval} />
                <PartStatus part={trends}>{() => trends.data && <TrendsTab trends={trends.data} />}</PartStatus>
              </>
            ) : null,
          },
        ]}
      />
    </section>
  );
}
