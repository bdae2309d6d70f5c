import type { Db } from '../../db/index.ts';

const STATUS_COLUMNS = ['id', 'name', 'color', 'position', 'is_closed', 'is_default'] as const;

export function listStatuses(db: Db) {
  return db.selectFrom('statuses').select(STATUS_COLUMNS).orderBy('position').orderBy('id').execute();
}

export function findStatus(db: Db, id: number) {
  return db.selectFrom('statuses').select(STATUS_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type StatusRecord = Awaited<ReturnType<typeof listStatuses>>[number];
