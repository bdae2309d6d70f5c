// The admin dashboard feature (issue 20 item 1): the page's sections and their calls.
export { AdminDashboard } from './ui/AdminDashboard';
export { TEXT as ADMIN_DASHBOARD_TEXT } from './ui/parts';
// The section, tile and explained-figure blocks, shared with the faculty dashboard.
export { Explained, Figures, grid, Section, Tile } from './ui/parts';
