// Exposed as mfe_insights/FacultyDashboardPage for the shell's /faculty route (whole page, managers and admins).
import type { ComponentType } from 'react';
import FacultyDashboardPage from '../pages/FacultyDashboardPage';
import type { FacultyDashboardPageProps } from './contract';

const FacultyDashboardPageView: ComponentType<FacultyDashboardPageProps> = FacultyDashboardPage;
export default FacultyDashboardPageView;
