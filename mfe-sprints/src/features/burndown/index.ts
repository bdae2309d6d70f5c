// A sprint's burndown chart (ideal and actual remaining work).
export { BurndownChart } from './ui/BurndownChart';
export { BURNDOWN_FAILED_MESSAGE, BURNDOWN_FAILED_TITLE } from './model/burndown-chart';
