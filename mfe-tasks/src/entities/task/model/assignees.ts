// Who a task can be assigned to: the project's members (users and groups), else all active users (spec 001 section 6).

export interface AssigneeOption {
  id: number;
  name: string;
  type: 'User' | 'Group';
  avatar: string | null;
}

/** '/api/v3/users/4' or '/api/v3/groups/11', as the API's assignee link wants it. */
export function assigneeHref(option: Pick<AssigneeOption, 'id' | 'type'>): string {
  return `/api/v3/${option.type === 'Group' ? 'groups' : 'users'}/${option.id}`;
}

/** A stable key for selects that list users and groups together ('User:4', 'Group:11'). */
export function assigneeKey(option: Pick<AssigneeOption, 'id' | 'type'>): string {
  return `${option.type}:${option.id}`;
}
