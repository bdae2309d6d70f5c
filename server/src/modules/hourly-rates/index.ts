// The hourly-rates module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { hourlyRateRoutes } from './routes.ts';
import { HOURLY_RATE_COMPONENTS } from './schemas.ts';

export const hourlyRatesModule: ServerModule = { name: 'hourly-rates', routes: hourlyRateRoutes, schemas: HOURLY_RATE_COMPONENTS };

export { currentRatesOfMemberships, rateOnDay } from './queries.ts';
export { hourlyRateRoutes };
