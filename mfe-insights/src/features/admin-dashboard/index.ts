// The admin dashboard feature (issue 20 item 1): the page's sections and their calls.
export { AdminDashboard } from './ui/AdminDashboard';
export { TEXT as ADMIN_DASHBOARD_TEXT } from './ui/parts';
