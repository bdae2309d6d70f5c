// The signed-in user, mapped from the API's User resource.
import type { UserHal } from '../api/types';

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

export function mapCurrentUser(hal: UserHal): CurrentUser {
  return {
    id: hal.id,
    name: hal.name,
    email: hal.email ?? '',
    login: hal.login ?? '',
    roleType: hal.roleType,
    isAdmin: hal.roleType === 'admin',
    isManager: hal.roleType === 'manager',
    globalRoles: hal.globalRoles,
  };
}
