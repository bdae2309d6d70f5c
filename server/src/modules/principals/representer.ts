import type { PrincipalRow } from '../../db/schema.ts';
import { representGroup } from '../groups/index.ts';
import { representUser, type UserViewer } from '../users/index.ts';

export function representPrincipal(row: PrincipalRow, viewer: UserViewer) {
  return row.type === 'Group' ? representGroup(row) : representUser(row, viewer);
}
