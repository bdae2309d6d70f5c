import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { halError, jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { AppProviders, MemoryRouter } from '@tessera/shared';
import type { CostsReportHal } from '../api/costs-api';
import { COSTS_TEXT, CostsView } from './CostsView';
import { SETTINGS_TEXT } from './FinanceSettingsForm';

jest.setTimeout(60_000);

const P = 5;
const sums = { count: 2, hours: 2, labourCost: 200, materialCost: 300, total: 500 };

function report(url: URL): CostsReportHal {
  const groupBy = url.searchParams.get('groupBy');
  const empty = url.searchParams.get('from') === '2030-01-01';
  return {
    _type: 'CostsReport', moneyVisible: true, currency: 'USD', locale: 'en-US', decimals: 2,
    total: empty ? 0 : 2, offset: 1, pageSize: 20, groupBy,
    totals: empty ? { count: 0, hours: 0, labourCost: 0, materialCost: 0, total: 0 } : sums,
    groups: groupBy === 'user' ? [{ key: '3', label: 'Priya Raman', ...sums }] : [],
    entries: empty
      ? []
      : [
          { kind: 'time', id: 1, spentOn: '2026-02-02', user: { id: 3, name: 'Priya Raman' }, workPackage: { id: 9, subject: 'Ledger' }, activity: { id: 1, name: 'Development' }, costType: null, hours: 2, units: null, cost: 200, comment: '' },
          { kind: 'cost', id: 4, spentOn: '2026-02-01', user: { id: 3, name: 'Priya Raman' }, workPackage: { id: 9, subject: 'Ledger' }, activity: null, costType: { id: 3, name: 'Travel' }, hours: null, units: 1, cost: 300, comment: 'Train' },
        ],
    _links: { self: { href: `/api/v3/projects/${P}/costs` }, project: { href: `/api/v3/projects/${P}`, title: 'Website relaunch' } },
  };
}

function renderView({ failReport = false } = {}) {
  let fail = failReport;
  const api = mockApi((request) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    if (path === `/projects/${P}/costs`) return fail ? halError(403, 'MissingPermission', 'You are not allowed to see the time and costs of this project.') : jsonResponse(200, report(url));
    if (path === `/projects/${P}/budget`) return jsonResponse(200, { _type: 'Budget', projectId: P, subject: '', description: '', exists: false, moneyVisible: true, currency: 'USD', locale: 'en-US', decimals: 2, plannedTotal: 0, spent: 500, remaining: -500, utilisation: null, spentHours: 2, lockVersion: 0, updatedAt: null, _links: { self: { href: path } } });
    if (path === `/projects/${P}/finance_settings`) {
      if (request.method === 'PATCH') return halError(422, 'PropertyConstraintViolation', 'Currency must be an ISO 4217 code such as USD or EUR.', 'currency');
      return jsonResponse(200, { _type: 'FinanceSettings', currency: 'USD', locale: 'en-US', decimals: 2, defaultHourlyRate: 80, _links: { self: { href: path }, updateImmediately: { href: path, method: 'patch' } } });
    }
    if (path === `/projects/${P}/memberships`) return jsonResponse(200, { _type: 'Collection', total: 1, count: 1, _embedded: { elements: [{ _type: 'Membership', id: 1, _links: { principal: { href: '/api/v3/users/3', title: 'Priya Raman' } } }] } });
    if (path === '/time_entries/activities') return jsonResponse(200, { _type: 'Collection', total: 1, count: 1, _embedded: { elements: [{ _type: 'TimeEntriesActivity', id: 1, name: 'Development' }] } });
    if (path === '/cost_types') return jsonResponse(200, { _type: 'Collection', total: 1, count: 1, _embedded: { elements: [{ _type: 'CostType', id: 3, name: 'Travel' }] } });
    return halError(404, 'NotFound', 'Not here');
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <CostsView projectId={P} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { api, recover: () => { fail = false; } };
}

describe('CostsView', () => {
  it('lists time and cost entries with totals, and groups with sums', async () => {
    const user = setupUser();
    const { api } = renderView();
    const table = await screen.findByTestId('costs-entries');
    expect(within(table).getByText('Development')).toBeInTheDocument();
    expect(within(table).getByText('Travel')).toBeInTheDocument();
    expect(screen.getByTestId('costs-total')).toHaveTextContent('$500.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Costs: Website relaunch' })).toBeInTheDocument();

    await user.click(screen.getByLabelText(COSTS_TEXT.groupBy));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="User"]')).not.toBeNull());
    await user.click(document.querySelector('.ant-select-item-option[title="User"]')!);
    const groups = await screen.findByTestId('costs-groups');
    expect(within(groups).getByText('Priya Raman')).toBeInTheDocument();
    expect(api.requests('GET', /\/costs$/).some((request) => request.url.includes('groupBy=user'))).toBe(true);
  });

  it('filters by period and shows the empty state', async () => {
    const user = setupUser();
    const { api } = renderView();
    await screen.findByTestId('costs-entries');
    const from = screen.getByLabelText(COSTS_TEXT.from);
    await user.type(from, '2030-01-01');
    expect(await screen.findByText(COSTS_TEXT.empty)).toBeInTheDocument();
    expect(api.requests('GET', /\/costs$/).some((request) => request.url.includes('from=2030-01-01'))).toBe(true);
  });

  it('shows the error with Retry', async () => {
    const user = setupUser();
    const { recover } = renderView({ failReport: true });
    expect(await screen.findByText('You are not allowed to see the time and costs of this project.')).toBeInTheDocument();
    recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('costs-entries')).toBeInTheDocument());
  });

  it('shows the server message against the settings field it names', async () => {
    const user = setupUser();
    renderView();
    const currency = await screen.findByLabelText(SETTINGS_TEXT.currency);
    await user.clear(currency);
    await user.type(currency, 'XX');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXT.save }));
    expect(await screen.findByText('Currency must be an ISO 4217 code such as USD or EUR.')).toBeInTheDocument();
  });
});
