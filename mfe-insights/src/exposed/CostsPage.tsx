// Exposed as mfe_insights/CostsPage for the shell's /costs route (whole page; it reads ?project=).
import type { ComponentType } from 'react';
import CostsPage from '../pages/CostsPage';
import type { CostsPageProps } from './contract';

const CostsPageView: ComponentType<CostsPageProps> = CostsPage;
export default CostsPageView;
