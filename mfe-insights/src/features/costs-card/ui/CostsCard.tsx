// The project's costs card (spec 003 §2, §8, §9): spent, budget and utilisation in the spec's colour bands, 'View
// Details' to the costs page, and the budget dialog for who may edit it. Callers without view_budgets /
// view_cost_rates get hours only: the server sends them no money.
import { useState } from 'react';
import { Alert, Button, Card, Flex, Link, Skeleton, Typography, errorMessage } from '@tessera/shared';
import { useBudget, type BudgetHal } from '../api/budget-api';
import { BAND_COLOURS, costsPagePath, formatHoursValue, formatMoney, utilisationBand } from '../model/money';
import { EditBudgetDialog } from './EditBudgetDialog';

export const COSTS_CARD_TEXT = {
  title: 'Costs',
  spent: 'Spent',
  budget: 'Budget',
  remaining: 'Remaining',
  overBudget: 'Over budget',
  utilisation: 'Utilisation',
  hours: 'Hours logged',
  noBudget: 'No budget set',
  hoursOnly: 'Amounts are shown to members allowed to view budgets.',
  viewDetails: 'View Details',
  editBudget: 'Edit budget',
  setBudget: 'Set budget',
  loadFailed: 'Could not load the costs of this project.',
  retry: 'Retry',
} as const;

function Figure({ label, value, testId, colour }: { label: string; value: string; testId: string; colour?: string }) {
  return (
    <div style={{ minWidth: 120 }}>
      <Typography.Text type="secondary" style={{ display: 'block' }}>{label}</Typography.Text>
      <span data-testid={testId} style={{ fontSize: 22, fontWeight: 600, color: colour }}>{value}</span>
    </div>
  );
}

function UtilisationBar({ percent }: { percent: number }) {
  const band = utilisationBand(percent);
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={COSTS_CARD_TEXT.utilisation}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={band === 'over' ? `${percent}%, ${COSTS_CARD_TEXT.overBudget.toLowerCase()}` : `${percent}%`}
      data-testid="costs-card-bar"
      data-band={band}
      style={{ height: 8, borderRadius: 4, background: '#f0f0f0', marginTop: 12 }}
    >
      <div style={{ width: `${width}%`, height: '100%', borderRadius: 4, background: BAND_COLOURS[band] }} />
    </div>
  );
}

function MoneyFigures({ budget }: { budget: BudgetHal }) {
  const format = { currency: budget.currency, locale: budget.locale, decimals: budget.decimals };
  const planned = budget.plannedTotal ?? 0;
  const utilisation = budget.utilisation ?? null;
  const band = utilisation === null ? null : utilisationBand(utilisation);
  // Over 100 %: the overrun in words and money, where the remaining amount would otherwise be a negative figure.
  const overrun = band === 'over' ? Math.max(0, -(budget.remaining ?? 0)) : null;
  return (
    <>
      <Flex wrap gap={24}>
        <Figure label={COSTS_CARD_TEXT.spent} value={formatMoney(budget.spent ?? 0, format)} testId="costs-card-spent" />
        <Figure label={COSTS_CARD_TEXT.budget} value={planned > 0 ? formatMoney(planned, format) : COSTS_CARD_TEXT.noBudget} testId="costs-card-budget" />
        {overrun !== null ? (
          <Figure label={COSTS_CARD_TEXT.overBudget} value={formatMoney(overrun, format)} testId="costs-card-overrun" colour={BAND_COLOURS.over} />
        ) : planned > 0 ? (
          <Figure label={COSTS_CARD_TEXT.remaining} value={formatMoney(budget.remaining ?? 0, format)} testId="costs-card-remaining" />
        ) : null}
        {utilisation !== null && band ? (
          <div data-testid="costs-card-utilisation" data-band={band}>
            <Figure label={COSTS_CARD_TEXT.utilisation} value={`${utilisation}%`} testId="costs-card-utilisation-value" colour={BAND_COLOURS[band]} />
          </div>
        ) : null}
        <Figure label={COSTS_CARD_TEXT.hours} value={formatHoursValue(budget.spentHours, budget.locale)} testId="costs-card-hours" />
      </Flex>
      {utilisation !== null ? <UtilisationBar percent={utilisation} /> : null}
    </>
  );
}

/** `headingLevel`: 3 under the Finance view's h2 (the default), 2 right under a page's h1 (the costs page). */
export function CostsCard({ projectId, headingLevel = 3 }: { projectId: number; headingLevel?: 2 | 3 }) {
  const budget = useBudget(projectId);
  const [editing, setEditing] = useState(false);
  const title = (
    <Typography.Title level={headingLevel} style={{ margin: 0, fontSize: 18 }}>
      {COSTS_CARD_TEXT.title}
    </Typography.Title>
  );

  if (budget.isPending) {
    return (
      <Card title={title} data-testid="costs-card" aria-busy="true">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (budget.isError) {
    return (
      <Card title={title} data-testid="costs-card">
        <Alert
          type="error"
          showIcon
          data-testid="costs-card-error"
          title={COSTS_CARD_TEXT.loadFailed}
          description={errorMessage(budget.error)}
          action={<Button onClick={() => void budget.refetch()}>{COSTS_CARD_TEXT.retry}</Button>}
        />
      </Card>
    );
  }
  const data = budget.data;
  const mayEdit = data._links.update !== undefined;
  return (
    <Card
      title={title}
      data-testid="costs-card"
      extra={
        <Flex gap={8} align="center">
          {mayEdit ? (
            <Button onClick={() => setEditing(true)} data-testid="costs-card-edit">
              {data.exists ? COSTS_CARD_TEXT.editBudget : COSTS_CARD_TEXT.setBudget}
            </Button>
          ) : null}
          <Link to={costsPagePath(projectId)} data-testid="costs-card-details">
            {COSTS_CARD_TEXT.viewDetails}
          </Link>
        </Flex>
      }
    >
      {data.moneyVisible ? (
        <MoneyFigures budget={data} />
      ) : (
        <>
          <Figure label={COSTS_CARD_TEXT.hours} value={formatHoursValue(data.spentHours, data.locale)} testId="costs-card-hours" />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="costs-card-hours-only">
            {COSTS_CARD_TEXT.hoursOnly}
          </Typography.Paragraph>
        </>
      )}
      {editing ? <EditBudgetDialog projectId={projectId} budget={data} open={editing} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
