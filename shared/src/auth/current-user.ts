// The signed-in user, mapped from the API's User resource.
import type { HalResource } from '../api/hal';

export type RoleType = 'admin' | 'manager' | 'member';

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  login: string;
  roleType: RoleType;
  isAdmin: boolean;
  isManager: boolean;
  globalRoles: string[];
}

export interface UserHal extends HalResource {
  id: number;
  login?: string;
  name: string;
  email?: string | null;
  admin?: boolean;
  roleType?: string;
  isManager?: boolean;
  globalRoles?: string[];
  avatar?: string | null;
}

function roleTypeOf(hal: UserHal): RoleType {
  if (hal.roleType === 'admin' || hal.roleType === 'manager' || hal.roleType === 'member') return hal.roleType;
  if (hal.admin) return 'admin';
  return hal.isManager ? 'manager' : 'member';
}

export function mapCurrentUser(hal: UserHal): CurrentUser {
  const roleType = roleTypeOf(hal);
  return {
    id: hal.id,
    name: hal.name,
    email: hal.email ?? '',
    login: hal.login ?? '',
    roleType,
    isAdmin: hal.admin === true || roleType === 'admin',
    isManager: hal.isManager === true || roleType === 'manager',
    globalRoles: Array.isArray(hal.globalRoles) ? hal.globalRoles : [],
  };
}
