import type { PrincipalRow } from '../../db/schema.ts';
import { representGroup } from '../groups/representer.ts';
import { representUser, type UserViewer } from '../users/representer.ts';

export function representPrincipal(row: PrincipalRow, viewer: UserViewer) {
  return row.type === 'Group' ? representGroup(row) : representUser(row, viewer);
}
