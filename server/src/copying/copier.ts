import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * What a project copy can take along. Each area copies its own part through a Copier its module declares (modules/index.ts);
 * an option no copier handles yet is reported in the job's payload as not copied.
 */
export type CopyOption = 'members' | 'versions' | 'work_packages' | 'wiki' | 'forums' | 'queries' | 'overview'
  | 'work_package_attachments' | 'work_package_shares' | 'wiki_page_attachments' | 'documents' | 'types';

export interface CopyContext {
  /** The copy's one transaction: use it for every statement (on SQLite, app.db would wait for it forever). */
  trx: Transaction<Database>; sourceProjectId: number; targetProjectId: number; now: string; userId: number;
  /** id maps filled by earlier copiers, e.g. idMaps.get('versions') old id -> new id */
  idMaps: Map<string, Map<number, number>>;
  /** the options the caller selected */
  options: ReadonlySet<CopyOption>;
}

/**
 * Copies one area of a project. Runs when its option is selected (types: always), in ascending `order`, inside the
 * copy's transaction: a throw rolls the whole copy back. Copy set-based (insert ... select, or batched inserts), never
 * a statement per row. `copied` is what the job's payload reports for the option.
 */
export interface Copier { option: CopyOption; order: number; copy(ctx: CopyContext): Promise<{ copied: number }>; }
