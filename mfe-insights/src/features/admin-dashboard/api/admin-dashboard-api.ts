// The admin dashboard's calls (server: modules/admin-dashboard, docs/api.md 'Admin dashboard'). Each section is its own
// query, so one failing section shows its own error and Retry while the others show their figures.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, queryRetry, retryDelay, subscribeToProjectEvents, type ApiSchemas } from '@tessera/shared';
import { ACTIVITY_REFRESH_MS, HEALTH_REFRESH_MS, SECTION_STALE_MS, type ManagersParams, type RangeName, type TableParams, type WorkItemParams } from '../model/dashboard';

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
export type StatsHal = Schemas['AdminDashboardStats'];
export type PerformanceHal = Schemas['AdminDashboardPerformance'];
export type HierarchyHal = Schemas['AdminDashboardHierarchySummary'];
export type ParentProjectsHal = Schemas['AdminDashboardParentProjects'];
export type ComparisonHal = Schemas['AdminDashboardParentComparison'];
export type ParentProjectHal = Schemas['AdminDashboardParentProject'];
export type ParentWorkItemsHal = Schemas['AdminDashboardParentWorkItems'];
export type ParentResourcesHal = Schemas['AdminDashboardParentResources'];
export type ParentTimelineHal = Schemas['AdminDashboardParentTimeline'];
export type ParentMilestonesHal = Schemas['AdminDashboardParentMilestones'];

const BASE = '/admin/dashboard';
/** Projects whose live events the activity stream follows (a page's stream takes 50; other views may watch some). */
export const LIVE_PROJECTS = 40;
/** A burst of events (a move writes several) reads the stream once. */
const LIVE_DEBOUNCE_MS = 300;
export const adminDashboardKeys = {
  all: ['adminDashboard'] as const,
  section: (name: string, params: unknown = null) => ['adminDashboard', name, params] as const,
};

function useSection<T>(name: string, path: string, params: unknown = null, options: { refetchInterval?: number; keepPrevious?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminDashboardKeys.section(name, params),
    queryFn: ({ signal }) => api.get<T>(`${BASE}/${path}`, { signal }),
    staleTime: SECTION_STALE_MS,
    refetchInterval: options.refetchInterval,
    refetchIntervalInBackground: false,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled ?? true,
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
/** The stream follows the live events of the watched projects (useActivityLive); the interval covers the others. */
export const useActivityStream = () => useSection<ActivityHal>('activity', 'activity-stream?limit=20', null, { refetchInterval: ACTIVITY_REFRESH_MS });

/**
 * Live activity: the page's event stream (GET /events, per project) for the organisation's first LIVE_PROJECTS
 * projects; any change to a work package or its activity there, or a resync, reads the activity stream again (once
 * per burst). Events are per project and a stream takes at most 50, so larger organisations rely on the interval.
 */
export function useActivityLive() {
  const client = useQueryClient();
  const projects = useSection<ProjectsHal>('liveProjects', `projects?pageSize=${LIVE_PROJECTS}`, null);
  const ids = (projects.data?.elements ?? []).filter((project) => project.active).map((project) => project.id);
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: adminDashboardKeys.section('activity') });
      }, LIVE_DEBOUNCE_MS);
    };
    const unsubscribe = key.split(',').map((id) =>
      subscribeToProjectEvents(Number(id), (event) => {
        if (event.type === 'resync' || event.type.startsWith('work_package.') || event.type.startsWith('activity.')) refresh();
      }),
    );
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const stop of unsubscribe) stop();
    };
  }, [key, client]);
}
export const useTrends = (range: RangeName) => useSection<TrendsHal>('trends', `trends?range=${range}`, range, { keepPrevious: true });
export const useHealthAlerts = () => useSection<AlertsHal>('alerts', 'health-alerts', null, { refetchInterval: HEALTH_REFRESH_MS });
export const useManagers = (params: ManagersParams) => useSection<ManagersHal>('managers', `managers-list${query({ ...params })}`, params, { keepPrevious: true });

export const useStats = () => useSection<StatsHal>('stats', 'stats');
export const usePerformance = (range: RangeName) => useSection<PerformanceHal>('performance', `performance?range=${range}`, range, { keepPrevious: true });
export const useHierarchySummary = () => useSection<HierarchyHal>('hierarchy', 'hierarchy-summary');
export const useParentProjects = (params: TableParams) => useSection<ParentProjectsHal>('parents', `parent-projects${query({ ...params })}`, params, { keepPrevious: true });
export const useParentComparison = () => useSection<ComparisonHal>('comparison', 'parent-projects/comparison');
const parentPath = (id: number) => `parent-projects/${id}`;
export const useParentProject = (id: number) => useSection<ParentProjectHal>('parent', parentPath(id), id);
export const useParentWorkItems = (id: number, params: WorkItemParams) =>
  useSection<ParentWorkItemsHal>('parentWorkItems', `${parentPath(id)}/work-items${query({ ...params })}`, [id, params], { keepPrevious: true });
export const useParentResources = (id: number, range: RangeName, enabled: boolean) =>
  useSection<ParentResourcesHal>('parentResources', `${parentPath(id)}/resources?range=${range}`, [id, range], { keepPrevious: true, enabled });
export const useParentTimeline = (id: number, range: RangeName, enabled: boolean) =>
  useSection<ParentTimelineHal>('parentTimeline', `${parentPath(id)}/timeline?range=${range}`, [id, range], { keepPrevious: true, enabled });
export const useParentMilestones = (id: number, enabled: boolean) => useSection<ParentMilestonesHal>('parentMilestones', `${parentPath(id)}/milestones`, id, { enabled });

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
