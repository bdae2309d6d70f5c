// Test fixtures shaped like docs/api.md (work packages, statuses, priorities, types, memberships).
import type { HalCollection } from '@tessera/shared';
import type { WorkPackageHal } from '../model/task';

export const STATUSES_HAL = [
  { id: 1, name: 'New', color: '#1677ff', position: 1, isClosed: false, isDefault: true },
  { id: 2, name: 'In Progress', color: '#fa8c16', position: 2, isClosed: false, isDefault: false },
  { id: 3, name: 'On Hold', color: '#8c8c8c', position: 3, isClosed: false, isDefault: false },
  { id: 4, name: 'Completed', color: '#52c41a', position: 4, isClosed: true, isDefault: false },
  { id: 5, name: 'Rejected', color: '#595959', position: 5, isClosed: true, isDefault: false },
].map((status) => ({ _type: 'Status', ...status, _links: { self: { href: `/api/v3/statuses/${status.id}`, title: status.name } } }));

export const PRIORITIES_HAL = [
  { id: 7, name: 'Low', color: '#8c8c8c', position: 1, isDefault: false },
  { id: 8, name: 'Normal', color: '#1677ff', position: 2, isDefault: true },
  { id: 9, name: 'High', color: '#fa8c16', position: 3, isDefault: false },
  { id: 10, name: 'Immediate', color: '#cf1322', position: 4, isDefault: false },
].map((priority) => ({ _type: 'Priority', ...priority, isActive: true, _links: { self: { href: `/api/v3/priorities/${priority.id}`, title: priority.name } } }));

export const TYPES_HAL = [
  { id: 1, name: 'Task', color: '#1677ff', position: 1, enabled: true, is_default: true, in_use: true },
  { id: 2, name: 'Bug', color: '#cf1322', position: 2, enabled: true, is_default: false, in_use: false },
  { id: 3, name: 'User story', color: '#52c41a', position: 3, enabled: true, is_default: false, in_use: false },
  { id: 4, name: 'Epic', color: '#722ed1', position: 4, enabled: false, is_default: false, in_use: false },
  { id: 5, name: 'Feature', color: '#13c2c2', position: 5, enabled: false, is_default: false, in_use: false },
].map((type) => ({ _type: 'Type', ...type, _links: { self: { href: `/api/v3/types/${type.id}`, title: type.name } } }));

const STATUS_NAMES: Record<number, string> = { 1: 'New', 2: 'In Progress', 3: 'On Hold', 4: 'Completed', 5: 'Rejected' };
const PRIORITY_NAMES: Record<number, string> = { 7: 'Low', 8: 'Normal', 9: 'High', 10: 'Immediate' };
const TYPE_NAMES: Record<number, string> = { 1: 'Task', 2: 'Bug', 3: 'User story', 4: 'Epic', 5: 'Feature' };

export interface WpOptions {
  statusId?: number;
  priorityId?: number;
  typeId?: number;
  assignee?: { id: number; name: string } | null;
  projectId?: number;
  parent?: { id: number; title: string } | null;
  versionId?: number | null;
  /** The version link's title (the server sends the version's name); 'Sprint <id>' when not given. */
  versionName?: string;
  canEdit?: boolean;
}

export function wpHal(id: number, overrides: Partial<WorkPackageHal> = {}, options: WpOptions = {}): WorkPackageHal {
  const { statusId = 1, priorityId = 8, typeId = 1, assignee = null, projectId = 5, parent = null, versionId = null, versionName, canEdit = true } = options;
  const self = `/api/v3/work_packages/${id}`;
  const subject = overrides.subject ?? `Task ${id}`;
  return {
    _type: 'WorkPackage',
    id,
    lockVersion: 0,
    subject,
    description: { format: 'markdown', raw: '', html: '' },
    startDate: null,
    dueDate: null,
    estimatedTime: null,
    remainingTime: null,
    storyPoints: null,
    percentageDone: 0,
    position: id,
    isClosed: statusId === 4 || statusId === 5,
    commentCount: 0,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    ...overrides,
    _links: {
      self: { href: self, title: subject },
      project: { href: `/api/v3/projects/${projectId}`, title: 'Apollo' },
      type: { href: `/api/v3/types/${typeId}`, title: TYPE_NAMES[typeId] },
      status: { href: `/api/v3/statuses/${statusId}`, title: STATUS_NAMES[statusId] },
      priority: { href: `/api/v3/priorities/${priorityId}`, title: PRIORITY_NAMES[priorityId] },
      author: { href: '/api/v3/users/1', title: 'Ada Admin' },
      assignee: assignee ? { href: `/api/v3/users/${assignee.id}`, title: assignee.name } : { href: null },
      responsible: { href: null },
      parent: parent ? { href: `/api/v3/work_packages/${parent.id}`, title: parent.title } : { href: null },
      version: versionId ? { href: `/api/v3/versions/${versionId}`, title: versionName ?? `Sprint ${versionId}` } : { href: null },
      activities: { href: `${self}/activities` },
      ...(canEdit
        ? { updateImmediately: { href: self, method: 'patch' }, changeStatus: { href: `${self}/status`, method: 'patch' } }
        : {}),
    },
  };
}

export function collectionOf<T>(elements: T[], total = elements.length, pageSize = elements.length, offset = 1): HalCollection<T> {
  return { _type: 'Collection', total, count: elements.length, pageSize, offset, _embedded: { elements } };
}
