import type { FilterDefinition } from '../../http/query.ts';
import type { SharesEB } from './queries.ts';

/** The filters of GET /sharing_permissions. */
export const SHARE_FILTERS: FilterDefinition<SharesEB>[] = [
  {
    name: 'entity_type',
    aliases: ['entityType'],
    operators: ['='],
    valueType: 'string',
    build: (eb, _operator, values) => eb('shares.entity_type', 'in', values as ('Document' | 'WorkPackage')[]),
  },
  { name: 'entity_id', aliases: ['entityId'], operators: ['='], valueType: 'integer', build: (eb, _operator, values) => eb('shares.entity_id', 'in', values as number[]) },
  { name: 'user', aliases: ['user_id', 'userId'], operators: ['='], valueType: 'integer', build: (eb, _operator, values) => eb('shares.user_id', 'in', values as number[]) },
];
