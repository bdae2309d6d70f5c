// The project's costs card: spent, budget, utilisation (85 % / 70 % bands) and View Details to the costs page.
// The Finance view renders it at its top: <CostsCard projectId={projectId} />.
export { CostsCard, COSTS_CARD_TEXT } from './ui/CostsCard';
export { BAND_COLOURS, costsPagePath, formatHoursValue, formatMoney, utilisationBand, UTILISATION_BANDS, type MoneyFormat, type UtilisationBand } from './model/money';
export { budgetKeys, useBudget, type BudgetHal } from './api/budget-api';
