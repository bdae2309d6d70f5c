// The admin dashboard's calls (server: modules/admin-dashboard, docs/api.md 'Admin dashboard'). Each section is its own
// query, so one failing section shows its own error and Retry while the others show their figures.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryRetry, retryDelay, type ApiSchemas } from '@tessera/shared';
import { ACTIVITY_REFRESH_MS, HEALTH_REFRESH_MS, SECTION_STALE_MS, type ManagersParams, type RangeName, type TableParams } from '../model/dashboard';

type Schemas = ApiSchemas['schemas'];
export type SummaryHal = Schemas['AdminDashboardSummary'];
export type UsersHal = Schemas['AdminDashboardUsers'];
export type ProjectsHal = Schemas['AdminDashboardProjects'];
export type WorkAnalyticsHal = Schemas['AdminDashboardWorkAnalytics'];
export type ResourcesHal = Schemas['AdminDashboardResources'];
export type QualityRiskHal = Schemas['AdminDashboardQualityRisk'];
export type SystemHealthHal = Schemas['AdminDashboardSystemHealth'];
export type ActivityHal = Schemas['AdminDashboardActivityStream'];
export type TrendsHal = Schemas['AdminDashboardTrends'];
export type AlertsHal = Schemas['AdminDashboardHealthAlerts'];
export type ManagersHal = Schemas['AdminDashboardManagers'];

const BASE = '/admin/dashboard';
export const adminDashboardKeys = {
  all: ['adminDashboard'] as const,
  section: (name: string, params: unknown = null) => ['adminDashboard', name, params] as const,
};

function useSection<T>(name: string, path: string, params: unknown = null, options: { refetchInterval?: number; keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: adminDashboardKeys.section(name, params),
    queryFn: ({ signal }) => api.get<T>(`${BASE}/${path}`, { signal }),
    staleTime: SECTION_STALE_MS,
    refetchInterval: options.refetchInterval,
    refetchIntervalInBackground: false,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: queryRetry,
    retryDelay,
  });
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const useSummary = () => useSection<SummaryHal>('summary', 'executive-summary');
export const useUsersTable = (params: TableParams) => useSection<UsersHal>('users', `users${query({ ...params })}`, params, { keepPrevious: true });
export const useProjectsTable = (params: TableParams) => useSection<ProjectsHal>('projects', `projects${query({ ...params })}`, params, { keepPrevious: true });
export const useWorkAnalytics = (range: RangeName) => useSection<WorkAnalyticsHal>('work', `work-analytics?range=${range}`, range, { keepPrevious: true });
export const useResources = (range: RangeName) => useSection<ResourcesHal>('resources', `resources?range=${range}`, range, { keepPrevious: true });
export const useQualityRisk = () => useSection<QualityRiskHal>('quality', 'quality-risk');
export const useSystemHealth = () => useSection<SystemHealthHal>('health', 'system-health', null, { refetchInterval: HEALTH_REFRESH_MS });
/** No organisation-wide event stream exists (events are per project): the stream refetches on a short interval. */
export const useActivityStream = () => useSection<ActivityHal>('activity', 'activity-stream?limit=20', null, { refetchInterval: ACTIVITY_REFRESH_MS });
export const useTrends = (range: RangeName) => useSection<TrendsHal>('trends', `trends?range=${range}`, range, { keepPrevious: true });
export const useHealthAlerts = () => useSection<AlertsHal>('alerts', 'health-alerts', null, { refetchInterval: HEALTH_REFRESH_MS });
export const useManagers = (params: ManagersParams) => useSection<ManagersHal>('managers', `managers-list${query({ ...params })}`, params, { keepPrevious: true });

export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roleType: 'admin' | 'manager' | 'member';
}

/** Invite a user: POST /users (admins), then every section that counts users reads again. */
export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => api.post<{ id: number }>('/users', input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminDashboardKeys.all }),
  });
}
