import type { Db } from '../../db/index.ts';

const PRIORITY_COLUMNS = ['id', 'name', 'color', 'position', 'is_default', 'is_active'] as const;

export function listPriorities(db: Db) {
  return db.selectFrom('priorities').select(PRIORITY_COLUMNS).orderBy('position').orderBy('id').execute();
}

export function findPriority(db: Db, id: number) {
  return db.selectFrom('priorities').select(PRIORITY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type PriorityRecord = Awaited<ReturnType<typeof listPriorities>>[number];
