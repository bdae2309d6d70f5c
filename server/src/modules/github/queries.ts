import type { Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { GithubSettingsTable } from '../../db/schema.ts';

export const findSettings = (db: Db) => db.selectFrom('github_settings').selectAll().where('id', '=', 1).executeTakeFirst();

export const updateSettings = (db: Db, changes: Updateable<GithubSettingsTable>) => db.updateTable('github_settings').set(changes).where('id', '=', 1).execute();
