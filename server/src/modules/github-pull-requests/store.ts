import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import { insertJournals, WORK_PACKAGE_JOURNABLE, type JournalEntry } from '../../journals/index.ts';
import type { GithubPullRequestData } from '../github/index.ts';
import * as queries from './queries.ts';
import { referencesIn } from './references.ts';

/** Journal detail of a work package: `github_pull_request_<event>` with "owner/repo#12 Title" as its value. */
export type PullRequestEvent = 'linked' | 'unlinked' | 'merged' | 'closed';
export const journalProperty = (event: PullRequestEvent) => `github_pull_request_${event}`;
export const pullRequestLabel = (repositoryFullName: string, number: number, title: string) => `${repositoryFullName}#${number} ${title}`;

const MAX_TITLE = 1000;
const MAX_BODY = 65_536;
const MAX_LABELS = 100;

export interface StoreOptions {
  repositoryId: number;
  repositoryFullName: string;
  /** Webhooks: journal merges and closes of linked pull requests; a backfill imports history silently. */
  journalStateChanges: boolean;
}

/** A journaled change of a work package's pull requests: what the caller publishes and applies rules to after the commit. */
export interface StoredChange {
  workPackageId: number;
  projectId: number;
  pullRequestId: number;
  event: PullRequestEvent;
}

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Keeps pull requests as GitHub describes them (the newest by updated_at wins, whatever order they arrive in),
 * links them to the work packages they name in the repository's projects, and journals the links, merges and
 * closes on those work packages. Set-based: the same statements for one pull request or a page of a hundred.
 */
export interface StoreOutcome {
  stored: number;
  linked: number;
  changes: StoredChange[];
  /** The projects the repository is connected to, when a pull request was stored (their GitHub views are out of date). */
  projectIds: number[];
}

export async function storePullRequests(app: Pick<FastifyInstance, 'db' | 'clock' | 'config'>, items: GithubPullRequestData[], options: StoreOptions): Promise<StoreOutcome> {
  // The newest of each pull request in this batch.
  const newest = new Map<number, GithubPullRequestData>();
  for (const item of items) {
    const known = newest.get(item.id);
    if (!known || iso(known.updated_at)! <= iso(item.updated_at)!) newest.set(item.id, item);
  }
  if (newest.size === 0) return { stored: 0, linked: 0, changes: [], projectIds: [] };
  const now = app.clock.now().toISOString();
  const publicOrigin = app.config.publicUrl?.origin ?? null;
  return app.db.transaction().execute(async (db: Db) => {
    const before = new Map((await queries.existingByGithubId(db, [...newest.keys()])).map((row) => [Number(row.github_id), row]));
    const rows = [...newest.values()].map((item) => ({
      repository_id: options.repositoryId,
      github_id: item.id,
      number: item.number,
      title: item.title.slice(0, MAX_TITLE),
      body: (item.body ?? '').slice(0, MAX_BODY),
      state: item.state === 'closed' ? 'closed' : 'open',
      draft: item.draft === true,
      merged: item.merged === true || Boolean(item.merged_at),
      merged_at: iso(item.merged_at),
      closed_at: iso(item.closed_at),
      head_ref: item.head?.ref ?? null,
      // The check runs shown with it are its head commit's (GitHub's SHA: 40 or 64 hex digits).
      head_sha: typeof item.head?.sha === 'string' && /^[0-9a-f]{40,64}$/i.test(item.head.sha) ? item.head.sha.toLowerCase() : null,
      base_ref: item.base?.ref ?? null,
      author_login: item.user?.login ?? null,
      author_avatar_url: item.user?.avatar_url ?? null,
      author_html_url: item.user?.html_url ?? null,
      html_url: item.html_url,
      labels: JSON.stringify((item.labels ?? []).slice(0, MAX_LABELS).map((label) => ({ name: String(label.name ?? ''), color: label.color ?? null }))),
      github_created_at: iso(item.created_at)!,
      github_updated_at: iso(item.updated_at)!,
      created_at: now,
      updated_at: now,
    }));
    const applied = await queries.upsertPullRequests(db, rows);
    const idOf = new Map(applied.map((row) => [Number(row.github_id), row.id]));

    // Links: the work packages each applied pull request names, within the repository's projects.
    const projects = await queries.connectedProjects(db, options.repositoryId);
    const projectByIdentifier = new Map(projects.map((project) => [project.identifier.toLowerCase(), project.id]));
    const wanted = new Map<number, Set<string>>();
    const candidateIds = new Set<number>();
    for (const row of rows) {
      const id = idOf.get(row.github_id);
      if (id === undefined) continue;
      const refs = referencesIn([row.title, row.body, row.head_ref], publicOrigin);
      const set = new Set<string>();
      for (const wp of refs.ids) {
        set.add(`${wp}`);
        candidateIds.add(wp);
      }
      for (const [identifier, wp] of refs.identified) {
        const projectId = projectByIdentifier.get(identifier);
        if (projectId === undefined) continue;
        set.add(`${wp}@${projectId}`);
        candidateIds.add(wp);
      }
      if (set.size > 0) wanted.set(id, set);
    }
    const workPackages = await queries.workPackagesIn(db, [...candidateIds], projects.map((project) => project.id));
    const projectOfWp = new Map(workPackages.map((wp) => [wp.id, wp.project_id]));
    const linkRows: { pull_request_id: number; work_package_id: number; source: string; created_by_id: null; created_at: string }[] = [];
    for (const [pullRequestId, refs] of wanted) {
      for (const [wpId, projectId] of projectOfWp) {
        if (refs.has(`${wpId}`) || refs.has(`${wpId}@${projectId}`)) linkRows.push({ pull_request_id: pullRequestId, work_package_id: wpId, source: 'auto', created_by_id: null, created_at: now });
      }
    }
    // A link that exists (even one a user removed) is left as it is.
    const newLinks = linkRows.length === 0 ? [] : await db.insertInto('github_pull_request_links').values(linkRows).onConflict((oc) => oc.columns(['pull_request_id', 'work_package_id']).doNothing()).returning(['pull_request_id', 'work_package_id']).execute();

    const labelOf = new Map(rows.map((row) => [idOf.get(row.github_id), pullRequestLabel(options.repositoryFullName, row.number, row.title)]));
    const changes: StoredChange[] = newLinks.map((link) => ({ workPackageId: link.work_package_id, projectId: projectOfWp.get(link.work_package_id)!, pullRequestId: link.pull_request_id, event: 'linked' }));
    if (options.journalStateChanges) {
      const events = new Map<number, PullRequestEvent>();
      for (const row of rows) {
        const id = idOf.get(row.github_id);
        if (id === undefined) continue;
        const previous = before.get(row.github_id);
        if (row.merged && !(previous && toBoolean(previous.merged))) events.set(id, 'merged');
        else if (row.state === 'closed' && !row.merged && previous?.state !== 'closed') events.set(id, 'closed');
      }
      for (const link of await queries.activeLinksOf(db, [...events.keys()])) {
        changes.push({ workPackageId: link.work_package_id, projectId: link.project_id, pullRequestId: link.pull_request_id, event: events.get(link.pull_request_id)! });
      }
    }
    await queries.lockWorkPackages(db, changes.map((change) => change.workPackageId));
    await insertJournals(db, changes.map((change) => entry(change.workPackageId, change.projectId, change.event, labelOf.get(change.pullRequestId) ?? '', now)));
    return { stored: applied.length, linked: newLinks.length, changes, projectIds: applied.length === 0 ? [] : projects.map((project) => project.id) };
  });
}

export function entry(workPackageId: number, projectId: number | null, event: PullRequestEvent, label: string, at: string, userId: number | null = null): JournalEntry {
  return {
    journableType: WORK_PACKAGE_JOURNABLE,
    journableId: workPackageId,
    projectId,
    userId,
    notes: '',
    createdAt: at,
    details: [{ property: journalProperty(event), old_value: null, new_value: label }],
  };
}

export const updatedAtOf = (value: Date | string) => toIsoString(value);
