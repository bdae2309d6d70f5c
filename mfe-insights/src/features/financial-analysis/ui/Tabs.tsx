// The Summary, Breakdown and Trends tabs' contents, each from its own call.
import type { ReactNode } from 'react';
import { Card, Col, Empty, Pagination, Row, Segmented, Space, Statistic, Typography } from '@tessera/shared';
import { Chart } from '@tessera/shared/charts';
import type { FinanceBreakdownHal, FinanceSummaryHal, FinanceTrendsHal } from '../api/finance-api';
import {
  BREAKDOWN_OPTIONS, FINANCE_TEXT, burnChart, formatHours, formatMoney, groupLabel, hoursChart, spendingChart,
  type BreakdownBy, type Interval, type MoneyFormat,
} from '../model/finance';
import { FiguresTable } from './FiguresTable';

const formatOf = (answer: { currency: string; locale: string; decimals: number }): MoneyFormat => ({ currency: answer.currency, locale: answer.locale, decimals: answer.decimals });

function HoursOnlyNote({ showMoney }: { showMoney: boolean }) {
  return showMoney ? null : <Typography.Paragraph type="secondary" data-testid="finance-hours-only">{FINANCE_TEXT.hoursOnly}</Typography.Paragraph>;
}

export function SummaryTab({ summary }: { summary: FinanceSummaryHal }) {
  const format = formatOf(summary);
  const { totals } = summary;
  const tiles: { title: string; value: string; testId: string }[] = [
    { title: 'Total hours', value: formatHours(totals.hours, format.locale), testId: 'finance-total-hours' },
    { title: 'Billable hours', value: formatHours(totals.billableHours, format.locale), testId: 'finance-billable-hours' },
  ];
  if (summary.showMoney) {
    tiles.push(
      { title: 'Labour cost', value: formatMoney(totals.labourCost, format), testId: 'finance-labour-cost' },
      { title: 'Material cost', value: formatMoney(totals.materialCost, format), testId: 'finance-material-cost' },
      { title: 'Total cost', value: formatMoney(totals.totalCost, format), testId: 'finance-total-cost' },
    );
  }
  return (
    <div data-testid="finance-summary">
      <HoursOnlyNote showMoney={summary.showMoney} />
      <Row gutter={[12, 12]}>
        {tiles.map((tile) => (
          <Col key={tile.testId} xs={12} md={8} lg={summary.showMoney ? 4 : 6}>
            <Card size="small">
              <Statistic title={tile.title} value={tile.value} data-testid={tile.testId} />
            </Card>
          </Col>
        ))}
      </Row>
      {totals.timeEntries + totals.costEntries === 0 ? (
        <Empty description={FINANCE_TEXT.noEntries} style={{ marginTop: 16 }} />
      ) : (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} lg={12}>
            <FiguresTable caption="Top 5 contributors" nameColumn="Person" rows={summary.topContributors} showMoney={summary.showMoney} format={format} testId="finance-top-contributors" />
          </Col>
          <Col xs={24} lg={12}>
            <FiguresTable caption="Top 5 activities" nameColumn="Activity" rows={summary.topActivities} showMoney={summary.showMoney} format={format} testId="finance-top-activities" />
          </Col>
        </Row>
      )}
    </div>
  );
}

export interface BreakdownTabProps {
  breakdown: FinanceBreakdownHal;
  by: BreakdownBy;
  onByChange: (by: BreakdownBy) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
}

export function BreakdownControls({ by, onByChange }: { by: BreakdownBy; onByChange: (by: BreakdownBy) => void }) {
  return (
    <Space align="center" wrap style={{ marginBottom: 12 }}>
      <Typography.Text id="finance-breakdown-by-label">Group by</Typography.Text>
      <Segmented aria-labelledby="finance-breakdown-by-label" options={BREAKDOWN_OPTIONS} value={by} onChange={(value) => onByChange(value as BreakdownBy)} />
    </Space>
  );
}

export function BreakdownTab({ breakdown, by, page, pageSize, onPageChange }: BreakdownTabProps) {
  const format = formatOf(breakdown);
  const name = BREAKDOWN_OPTIONS.find((option) => option.value === by)?.label ?? by;
  return (
    <div data-testid="finance-breakdown">
      <HoursOnlyNote showMoney={breakdown.showMoney} />
      {breakdown.total === 0 ? (
        <Empty description={FINANCE_TEXT.noEntries} />
      ) : (
        <>
          <FiguresTable
            caption={`Hours and costs by ${name.toLowerCase()}`}
            nameColumn={name}
            rows={breakdown.elements}
            labelOf={(row) => groupLabel(by, row, breakdown.interval)}
            showMoney={breakdown.showMoney}
            format={format}
            testId="finance-breakdown-table"
          />
          <Pagination style={{ marginTop: 12 }} current={page} pageSize={pageSize} total={breakdown.total} onChange={onPageChange} showSizeChanger={false} hideOnSinglePage />
        </>
      )}
    </div>
  );
}

export function IntervalControl({ interval, onChange }: { interval: Interval; onChange: (interval: Interval) => void }) {
  return (
    <Space align="center" style={{ marginBottom: 12 }}>
      <Typography.Text id="finance-interval-label">Per</Typography.Text>
      <Segmented aria-labelledby="finance-interval-label" options={[{ value: 'week', label: 'Week' }, { value: 'month', label: 'Month' }]} value={interval} onChange={(value) => onChange(value as Interval)} />
    </Space>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>{title}</Typography.Title>}>
      {children}
    </Card>
  );
}

export function TrendsTab({ trends }: { trends: FinanceTrendsHal }) {
  const format = formatOf(trends);
  const points = trends.points;
  const hours = hoursChart(points, trends.interval);
  const spending = trends.showMoney ? spendingChart(points, trends.interval, format) : null;
  const burn = trends.showMoney ? burnChart(points, trends.interval, trends.budget.planned ?? null, format) : null;
  const { forecast } = trends;
  return (
    <div data-testid="finance-trends">
      <HoursOnlyNote showMoney={trends.showMoney} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
        {spending ? (
          <ChartCard title={`Spending per ${trends.interval}`}>
            <Chart type="bar" series={spending.series} options={spending.options} height={260} label={spending.label} table={spending.table} tableTestId="finance-spending-table" />
          </ChartCard>
        ) : null}
        <ChartCard title={`Hours per ${trends.interval}`}>
          <Chart type="bar" series={hours.series} options={hours.options} height={260} label={hours.label} table={hours.table} tableTestId="finance-hours-table" />
        </ChartCard>
        {burn ? (
          <ChartCard title="Budget burn">
            <Chart type="line" series={burn.series} options={burn.options} height={260} label={burn.label} table={burn.table} tableTestId="finance-burn-table" />
          </ChartCard>
        ) : null}
      </div>
      <Card size="small" style={{ marginTop: 12 }} title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>Forecast</Typography.Title>}>
        <div data-testid="finance-forecast">
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            A straight-line forecast: the period&apos;s average per day carried on ({formatHours(forecast.dailyHours, format.locale)}
            {trends.showMoney ? `, ${formatMoney(forecast.dailyCost, format)}` : ''} per day).
          </Typography.Paragraph>
          {forecast.until ? (
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              By the last version&apos;s end on {forecast.until}: {formatHours(forecast.hoursAtEnd ?? 0, format.locale)} in this period
              {trends.showMoney ? `, ${formatMoney(forecast.costAtEnd, format)} spent in all` : ''}.
            </Typography.Paragraph>
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>No version ends after this period: there is no end date to forecast to.</Typography.Paragraph>
          )}
          {trends.showMoney ? (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {trends.budget.planned === null
                ? 'No budget is set for this project.'
                : forecast.budgetExhaustedOn
                  ? `At this pace the budget of ${formatMoney(trends.budget.planned, format)} is used up on ${forecast.budgetExhaustedOn}.`
                  : `At this pace the budget of ${formatMoney(trends.budget.planned, format)} is not used up.`}
            </Typography.Paragraph>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
