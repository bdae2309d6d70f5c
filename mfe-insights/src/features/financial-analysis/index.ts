// The project's financial analysis (spec 003 §2, §8, §9; issue 19 item 5): Summary, Breakdown, Trends, period,
// export, from GET /projects/{id}/finance/*.
export { FinancialAnalysis } from './ui/FinancialAnalysis';
export { FINANCE_TEXT } from './model/finance';
