// Keeping what GitHub says of a repository's issues, its pull requests' reviews and check runs, and its pushes, from
// the backfill and the webhooks alike. Each store is set-based (the same statements for one item or a page of a
// hundred) and never lets an older state overwrite a newer one, whatever order deliveries arrive in.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { GithubCheckRunData, GithubIssueData, GithubReviewData } from '../github/index.ts';
import { activeLinksOf, connectedProjects, referencesIn, workPackagesIn } from '../github-pull-requests/index.ts';

type StoreApp = Pick<FastifyInstance, 'db' | 'clock' | 'config'>;

const MAX_TITLE = 1000;
const MAX_BODY = 65_536;
const MAX_NAME = 500;
const SHA = /^[0-9a-f]{40,64}$/i;

const iso = (value: string | null | undefined) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);
const webUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null);
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : null);

/** A work package whose GitHub tab shows what changed. */
export interface TabChange {
  workPackageId: number;
  projectId: number;
}

// -- Issues --------------------------------------------------------------------------------------------------------

/**
 * Keeps issues (the newest by GitHub's updated_at wins) and links each to the work packages its title or body names
 * in the repository's projects (the pull requests' rules). Pull requests in GitHub's issue list are left out.
 * Answers how many were stored (a stale delivery stores none).
 */
export async function storeIssues(app: StoreApp, items: GithubIssueData[], repositoryId: number): Promise<number> {
  const newest = new Map<number, GithubIssueData>();
  for (const item of items) {
    if (item.pull_request) continue;
    const known = newest.get(item.id);
    if (!known || iso(known.updated_at)! <= iso(item.updated_at)!) newest.set(item.id, item);
  }
  if (newest.size === 0) return 0;
  const now = app.clock.now().toISOString();
  const publicOrigin = app.config.publicUrl?.origin ?? null;
  const rows = [...newest.values()].map((item) => ({
    repository_id: repositoryId,
    github_id: item.id,
    number: item.number,
    title: item.title.slice(0, MAX_TITLE),
    state: item.state === 'closed' ? 'closed' : 'open',
    author_login: text(item.user?.login, MAX_NAME),
    html_url: item.html_url,
    closed_at: iso(item.closed_at),
    github_created_at: iso(item.created_at)!,
    github_updated_at: iso(item.updated_at)!,
    created_at: now,
    updated_at: now,
  }));
  return app.db.transaction().execute(async (db) => {
    const applied = await db
      .insertInto('github_issues')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('github_id')
          .doUpdateSet((eb) => ({
            repository_id: eb.ref('excluded.repository_id'),
            number: eb.ref('excluded.number'),
            title: eb.ref('excluded.title'),
            state: eb.ref('excluded.state'),
            author_login: eb.ref('excluded.author_login'),
            html_url: eb.ref('excluded.html_url'),
            closed_at: eb.ref('excluded.closed_at'),
            github_updated_at: eb.ref('excluded.github_updated_at'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          // A deleted issue stays deleted; an older state never replaces a newer one.
          .where((eb) => eb.and([eb('github_issues.state', '<>', 'deleted'), eb('github_issues.github_updated_at', '<=', eb.ref('excluded.github_updated_at'))])),
      )
      .returning(['id', 'github_id'])
      .execute();
    if (applied.length === 0) return 0;
    await linkIssues(db, repositoryId, applied, newest, publicOrigin, now);
    return applied.length;
  });
}

async function linkIssues(db: Db, repositoryId: number, applied: { id: number; github_id: number | string }[], items: Map<number, GithubIssueData>, publicOrigin: string | null, now: string) {
  const projects = await connectedProjects(db, repositoryId);
  const projectByIdentifier = new Map(projects.map((project) => [project.identifier.toLowerCase(), project.id]));
  const wanted: { issueId: number; ids: Set<number>; identified: Map<number, Set<number>> }[] = [];
  const candidates = new Set<number>();
  for (const row of applied) {
    const item = items.get(Number(row.github_id));
    if (!item) continue;
    const refs = referencesIn([item.title, text(item.body, MAX_BODY)], publicOrigin);
    const identified = new Map<number, Set<number>>();
    for (const [identifier, wp] of refs.identified) {
      const projectId = projectByIdentifier.get(identifier);
      if (projectId === undefined) continue;
      identified.set(wp, (identified.get(wp) ?? new Set()).add(projectId));
      candidates.add(wp);
    }
    refs.ids.forEach((wp) => candidates.add(wp));
    if (refs.ids.size > 0 || identified.size > 0) wanted.push({ issueId: row.id, ids: refs.ids, identified });
  }
  if (wanted.length === 0) return;
  const workPackages = await workPackagesIn(db, [...candidates], projects.map((project) => project.id));
  const links = wanted.flatMap(({ issueId, ids, identified }) =>
    workPackages.filter((wp) => ids.has(wp.id) || identified.get(wp.id)?.has(wp.project_id)).map((wp) => ({ issue_id: issueId, work_package_id: wp.id, created_at: now })),
  );
  if (links.length > 0) await db.insertInto('github_issue_links').values(links).onConflict((oc) => oc.columns(['issue_id', 'work_package_id']).doNothing()).execute();
}

/** A deleted or transferred issue: kept as a tombstone (state 'deleted', counted nowhere) so a late delivery cannot revive it. */
export async function removeIssue(app: StoreApp, githubId: number): Promise<boolean> {
  const now = app.clock.now().toISOString();
  const result = await app.db.updateTable('github_issues').set({ state: 'deleted', updated_at: now }).where('github_id', '=', githubId).where('state', '<>', 'deleted').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// -- Reviews -------------------------------------------------------------------------------------------------------

const REVIEW_STATES = new Set(['approved', 'changes_requested', 'commented', 'dismissed']);

/**
 * Keeps submitted reviews of one pull request (a pending review is its author's private draft: not kept). A dismissal
 * is final: a late 'submitted' or 'edited' of a dismissed review changes nothing. Answers the work packages whose tab
 * shows the pull request, when anything was stored.
 */
export async function storeReviews(app: StoreApp, pullRequestId: number, items: GithubReviewData[]): Promise<TabChange[]> {
  const now = app.clock.now().toISOString();
  const rows = new Map<number, { pull_request_id: number; github_id: number; reviewer_login: string | null; reviewer_avatar_url: string | null; state: string; html_url: string | null; submitted_at: string | null; created_at: string; updated_at: string }>();
  for (const item of items) {
    const state = String(item.state).toLowerCase();
    if (!REVIEW_STATES.has(state)) continue;
    const known = rows.get(item.id);
    if (known?.state === 'dismissed') continue;
    rows.set(item.id, {
      pull_request_id: pullRequestId,
      github_id: item.id,
      reviewer_login: text(item.user?.login, MAX_NAME),
      reviewer_avatar_url: webUrl(item.user?.avatar_url),
      state,
      html_url: webUrl(item.html_url),
      submitted_at: iso(item.submitted_at),
      created_at: now,
      updated_at: now,
    });
  }
  if (rows.size === 0) return [];
  const applied = await app.db
    .insertInto('github_pull_request_reviews')
    .values([...rows.values()])
    .onConflict((oc) =>
      oc
        .column('github_id')
        .doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          reviewer_login: eb.ref('excluded.reviewer_login'),
          reviewer_avatar_url: eb.ref('excluded.reviewer_avatar_url'),
          html_url: eb.ref('excluded.html_url'),
          submitted_at: sql<string | null>`coalesce(excluded.submitted_at, github_pull_request_reviews.submitted_at)`,
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('github_pull_request_reviews.state', '<>', 'dismissed'),
    )
    .returning('id')
    .execute();
  if (applied.length === 0) return [];
  return tabChanges(app.db, [pullRequestId]);
}

// -- Check runs ----------------------------------------------------------------------------------------------------

/** How far a check run got: it only moves forward (queued, in progress, completed), so a late event never takes it back. */
export function progressOf(status: string): number {
  if (status === 'completed') return 2;
  if (status === 'in_progress') return 1;
  return 0;
}

/** Keeps check runs of a repository's commits; answers the work packages whose tab shows a pull request at those commits. */
export async function storeCheckRuns(app: StoreApp, repositoryId: number, items: GithubCheckRunData[]): Promise<TabChange[]> {
  const now = app.clock.now().toISOString();
  const rows = new Map<number, { repository_id: number; github_id: number; head_sha: string; name: string; status: string; progress: number; conclusion: string | null; details_url: string | null; html_url: string | null; app_owner_avatar_url: string | null; started_at: string | null; completed_at: string | null; created_at: string; updated_at: string }>();
  for (const item of items) {
    if (!SHA.test(item.head_sha)) continue;
    const status = String(item.status).slice(0, 20);
    const progress = progressOf(status);
    const known = rows.get(item.id);
    if (known && known.progress > progress) continue;
    rows.set(item.id, {
      repository_id: repositoryId,
      github_id: item.id,
      head_sha: item.head_sha.toLowerCase(),
      name: item.name.slice(0, MAX_NAME),
      status,
      progress,
      conclusion: progress === 2 ? text(item.conclusion, 30) : null,
      details_url: webUrl(item.details_url),
      html_url: webUrl(item.html_url),
      app_owner_avatar_url: webUrl(item.app?.owner?.avatar_url),
      started_at: iso(item.started_at),
      completed_at: progress === 2 ? iso(item.completed_at) : null,
      created_at: now,
      updated_at: now,
    });
  }
  if (rows.size === 0) return [];
  const applied = await app.db
    .insertInto('github_check_runs')
    .values([...rows.values()])
    .onConflict((oc) =>
      oc
        .column('github_id')
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          status: eb.ref('excluded.status'),
          progress: eb.ref('excluded.progress'),
          conclusion: eb.ref('excluded.conclusion'),
          details_url: eb.ref('excluded.details_url'),
          html_url: eb.ref('excluded.html_url'),
          app_owner_avatar_url: eb.ref('excluded.app_owner_avatar_url'),
          started_at: sql<string | null>`coalesce(excluded.started_at, github_check_runs.started_at)`,
          completed_at: eb.ref('excluded.completed_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) => eb('github_check_runs.progress', '<=', eb.ref('excluded.progress'))),
    )
    .returning('head_sha')
    .execute();
  if (applied.length === 0) return [];
  const pullRequests = await app.db
    .selectFrom('github_pull_requests')
    .select('id')
    .where('repository_id', '=', repositoryId)
    .where('head_sha', 'in', [...new Set(applied.map((row) => row.head_sha))])
    .execute();
  return tabChanges(app.db, pullRequests.map((row) => row.id));
}

async function tabChanges(db: Db, pullRequestIds: number[]): Promise<TabChange[]> {
  return (await activeLinksOf(db, pullRequestIds)).map((link) => ({ workPackageId: link.work_package_id, projectId: link.project_id }));
}

// -- Pushes --------------------------------------------------------------------------------------------------------

export interface PushData {
  ref: string;
  after: string;
  pusherLogin: string | null;
  commitCount: number;
  compareUrl: string | null;
  pushedAt: string;
}

/** Keeps a push (a branch or tag update with its commits); a redelivery of the same push is kept once. */
export async function storePush(app: StoreApp, repositoryId: number, push: PushData): Promise<boolean> {
  const inserted = await app.db
    .insertInto('github_pushes')
    .values({
      repository_id: repositoryId,
      ref: push.ref.slice(0, MAX_NAME),
      after_sha: push.after.toLowerCase(),
      pusher_login: push.pusherLogin,
      commit_count: push.commitCount,
      compare_url: push.compareUrl,
      pushed_at: push.pushedAt,
      created_at: app.clock.now().toISOString(),
    })
    .onConflict((oc) => oc.columns(['repository_id', 'ref', 'after_sha']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// -- The installation's repositories -------------------------------------------------------------------------------

/**
 * Repositories removed from the app's installation are marked (their events stop, the views say so); added back,
 * the mark goes. Answers the connected repositories whose mark changed.
 */
export async function markInstallationRepositories(app: StoreApp, removedGithubIds: number[], addedGithubIds: number[]): Promise<number[]> {
  const now = app.clock.now().toISOString();
  const changed: number[] = [];
  if (removedGithubIds.length > 0) {
    const rows = await app.db.updateTable('github_repositories').set({ installation_removed_at: now }).where('github_id', 'in', removedGithubIds).where('installation_removed_at', 'is', null).returning('id').execute();
    changed.push(...rows.map((row) => row.id));
  }
  if (addedGithubIds.length > 0) {
    const rows = await app.db.updateTable('github_repositories').set({ installation_removed_at: null }).where('github_id', 'in', addedGithubIds).where('installation_removed_at', 'is not', null).returning('id').execute();
    changed.push(...rows.map((row) => row.id));
  }
  return changed;
}

export { SHA };
