import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { halError, jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { AppProviders, MemoryRouter } from '@tessera/shared';
import type { BudgetHal } from '../api/budget-api';
import { BAND_COLOURS } from '../model/money';
import { COSTS_CARD_TEXT, CostsCard } from './CostsCard';

jest.setTimeout(30_000);

const P = 5;
const path = `/projects/${P}/budget`;

function budget(overrides: Partial<BudgetHal> = {}): BudgetHal {
  return {
    _type: 'Budget', projectId: P, subject: '', description: '', exists: true, moneyVisible: true, currency: 'USD', locale: 'en-US', decimals: 2,
    plannedLabourCost: 800, plannedMaterialCost: 200, plannedTotal: 1000, spentLabourCost: 700, spentMaterialCost: 200, spent: 900, remaining: 100,
    utilisation: 90, spentHours: 8.5, lockVersion: 2, updatedAt: null,
    _links: { self: { href: `/api/v3${path}` }, update: { href: `/api/v3${path}`, method: 'put' } },
    ...overrides,
  };
}

function renderCard(answer: () => ReturnType<typeof jsonResponse>) {
  const api = mockApi((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === `/api/v3${path}`) return answer();
    return halError(404, 'NotFound', 'Not here');
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <CostsCard projectId={P} />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

describe('CostsCard', () => {
  it.each([
    [90, 'green'],
    [75, 'orange'],
    [40, 'red'],
  ])('shows %s %% utilisation in the %s band, with spent, budget and View Details', async (utilisation, band) => {
    renderCard(() => jsonResponse(200, budget({ utilisation })));
    const figure = await screen.findByTestId('costs-card-utilisation');
    expect(figure).toHaveAttribute('data-band', band);
    expect(within(figure).getByText(`${utilisation}%`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: COSTS_CARD_TEXT.utilisation })).toHaveAttribute('data-band', band);
    expect(screen.getByTestId('costs-card-spent')).toHaveTextContent('$900.00');
    expect(screen.getByTestId('costs-card-budget')).toHaveTextContent('$1,000.00');
    expect(screen.getByRole('link', { name: COSTS_CARD_TEXT.viewDetails })).toHaveAttribute('href', `/costs?project=${P}`);
  });

  it('shows more than 100 % as over budget, in red with the overrun, never in the green band', async () => {
    renderCard(() => jsonResponse(200, budget({ spent: 1250, remaining: -250, utilisation: 125 })));
    const figure = await screen.findByTestId('costs-card-utilisation');
    expect(figure).toHaveAttribute('data-band', 'over');
    expect(within(figure).getByText('125%')).toHaveStyle({ color: BAND_COLOURS.red });
    expect(screen.getByText(COSTS_CARD_TEXT.overBudget)).toBeInTheDocument();
    expect(screen.getByTestId('costs-card-overrun')).toHaveTextContent('$250.00');
    expect(screen.queryByTestId('costs-card-remaining')).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: COSTS_CARD_TEXT.utilisation });
    expect(bar).toHaveAttribute('data-band', 'over');
    expect(bar).toHaveAttribute('aria-valuetext', '125%, over budget');
  });

  it('shows hours only to a member who may not see money, without the edit button', async () => {
    renderCard(() => jsonResponse(200, budget({ moneyVisible: false, plannedTotal: null, spent: null, remaining: null, utilisation: null, _links: { self: { href: path } } })));
    expect(await screen.findByTestId('costs-card-hours')).toHaveTextContent('8.5 h');
    expect(screen.getByText(COSTS_CARD_TEXT.hoursOnly)).toBeInTheDocument();
    expect(screen.queryByTestId('costs-card-spent')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COSTS_CARD_TEXT.editBudget })).not.toBeInTheDocument();
  });

  it('saves the budget with its lockVersion and shows the server message against the field', async () => {
    const user = setupUser();
    const api = renderCard(() => jsonResponse(200, budget()));
    await user.click(await screen.findByRole('button', { name: COSTS_CARD_TEXT.editBudget }));
    api.answerNext('PUT', /\/budget$/, halError(422, 'PropertyConstraintViolation', 'Planned labour cost must be at most 1,000,000,000,000.', 'plannedLabourCost'));
    const labour = await screen.findByLabelText(/Planned labour cost/);
    await user.clear(labour);
    await user.type(labour, '1500');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('Planned labour cost must be at most 1,000,000,000,000.')).toBeInTheDocument();
    expect(api.requests('PUT', /\/budget$/)[0].body).toEqual({ plannedLabourCost: 1500, plannedMaterialCost: 200, lockVersion: 2 });
  });

  it('shows an error with Retry when the budget cannot be loaded', async () => {
    let fail = true;
    const user = setupUser();
    renderCard(() => (fail ? halError(403, 'MissingPermission', 'You are not allowed to see the budget of this project.') : jsonResponse(200, budget())));
    expect(await screen.findByText('You are not allowed to see the budget of this project.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: COSTS_CARD_TEXT.retry }));
    await waitFor(() => expect(screen.getByTestId('costs-card-spent')).toBeInTheDocument());
  });
});
