import { PROJECT_PERMISSIONS, type ProjectPermission } from '../access/index.ts';
import type { RoleDefinition } from './bulk.ts';

const READ_PERMISSIONS: ProjectPermission[] = ['view_project', 'view_work_packages', 'view_documents', 'view_forums', 'view_time_entries', 'view_cost_entries', 'view_github'];
const CONTRIBUTOR_PERMISSIONS: ProjectPermission[] = [
  ...READ_PERMISSIONS,
  'add_work_packages',
  'edit_work_packages',
  'add_work_package_notes',
  'manage_subtasks',
  // Members log and correct their own time and costs; logging for others and editing anyone's is for leaders.
  'log_own_time',
  'edit_own_time_entries',
  'log_costs',
  'manage_documents',
  'add_messages',
];

/** The project roles a fresh installation starts with ('view_members' marks privileged roles in the UI). */
export const DEFAULT_PROJECT_ROLES: readonly RoleDefinition[] = [
  { name: 'Project admin', permissions: PROJECT_PERMISSIONS },
  {
    name: 'Team Leader',
    permissions: [
      ...CONTRIBUTOR_PERMISSIONS,
      'view_members',
      'manage_members',
      'edit_project',
      'add_subprojects',
      'copy_projects',
      'manage_versions',
      'assign_versions',
      'delete_work_packages',
      'manage_types',
      'moderate_forums',
      'view_cost_rates',
      'log_time',
      'edit_time_entries',
      'edit_cost_entries',
      'view_hourly_rates',
      'edit_hourly_rates',
      'view_budgets',
      'edit_budgets',
    ],
  },
  { name: 'Member', permissions: [...CONTRIBUTOR_PERMISSIONS, 'assign_versions'] },
  { name: 'Reader', permissions: READ_PERMISSIONS },
  { name: 'Coordinator', permissions: [...READ_PERMISSIONS, 'view_members', 'view_cost_rates', 'view_hourly_rates', 'view_budgets'] },
];
