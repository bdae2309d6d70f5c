// Exposed as mfe_insights/AdminDashboardPage for the shell's /admin route (whole page, admins only).
import type { ComponentType } from 'react';
import AdminDashboardPage from '../pages/AdminDashboardPage';
import type { AdminDashboardPageProps } from './contract';

const AdminDashboardPageView: ComponentType<AdminDashboardPageProps> = AdminDashboardPage;
export default AdminDashboardPageView;
