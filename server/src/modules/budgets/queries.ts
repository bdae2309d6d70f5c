import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { BudgetsTable } from '../../db/schema.ts';
import type { Updateable } from 'kysely';
import { rateOnDay } from '../hourly-rates/index.ts';

/** What a project's money is shown in, and the cost rate of users without an hourly rate. */
export interface FinanceSettings {
  currency: string;
  locale: string;
  /** Fraction digits of the currency (2 for USD, 0 for JPY), from Intl. */
  decimals: number;
  defaultHourlyRate: number;
}

/** The project default rate when a project row is missing (migration 0026's default). */
export const DEFAULT_HOURLY_RATE = 80;

/** The fraction digits of a currency as Intl formats it; 2 when Intl does not know it. */
export function decimalsOf(currency: string, locale: string): number {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** A project's finance settings (one statement); the defaults (USD, en-US, 80) for a project that does not exist. */
export async function financeSettingsOf(db: Db, projectId: number): Promise<FinanceSettings> {
  const row = (await db.selectFrom('projects').select(['currency', 'locale', 'default_hourly_rate']).where('id', '=', projectId).executeTakeFirst()) ?? {
    currency: 'USD',
    locale: 'en-US',
    default_hourly_rate: DEFAULT_HOURLY_RATE,
  };
  return { currency: row.currency, locale: row.locale, decimals: decimalsOf(row.currency, row.locale), defaultHourlyRate: Number(row.default_hourly_rate) };
}

export async function updateFinanceSettings(db: Db, projectId: number, changes: { currency?: string; locale?: string; default_hourly_rate?: number }, now: string): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('projects').set({ ...changes, updated_at: now }).where('id', '=', projectId).execute();
}

/**
 * The cost rate of a time entry (alias `entry` of time_entries): the user's hourly rate valid on the entry's day
 * (project rate, else their default rate), else the project's default_hourly_rate. `projectDefaultRate` skips the
 * correlated read of the project when the caller already has it (all entries of one project).
 * THE definition of a time entry's rate: budgets, the costs page and the financial analysis all use it.
 */
export function timeEntryRateSql(entry = 'time_entries', projectDefaultRate?: number): RawBuilder<number> {
  const rate = rateOnDay(sql.ref(`${entry}.user_id`), sql.ref(`${entry}.project_id`), sql.ref(`${entry}.spent_on`));
  const fallback = projectDefaultRate === undefined ? sql`(select fp.default_hourly_rate from projects fp where fp.id = ${sql.ref(`${entry}.project_id`)})` : sql`${projectDefaultRate}`;
  return sql<number>`coalesce(${rate}, ${fallback})`;
}

/** A time entry's cost: hours × timeEntryRateSql. */
export function timeEntryCostSql(entry = 'time_entries', projectDefaultRate?: number): RawBuilder<number> {
  return sql<number>`(${sql.ref(`${entry}.hours`)} * ${timeEntryRateSql(entry, projectDefaultRate)})`;
}

/** A cost entry's cost: the amount entered by hand, else units × rate as written. */
export function costEntryCostSql(entry = 'cost_entries'): RawBuilder<number> {
  return sql<number>`coalesce(${sql.ref(`${entry}.overridden_costs`)}, ${sql.ref(`${entry}.costs`)})`;
}

export interface BudgetRecord {
  id: number;
  projectId: number;
  subject: string;
  description: string;
  plannedLabourCost: number;
  plannedMaterialCost: number;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
}

/** A project's budget, or undefined when none was set (its plan is then 0). */
export async function budgetOf(db: Db, projectId: number): Promise<BudgetRecord | undefined> {
  const row = await db.selectFrom('budgets').selectAll().where('project_id', '=', projectId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    projectId: row.project_id,
    subject: row.subject,
    description: row.description,
    plannedLabourCost: Number(row.planned_labour_cost),
    plannedMaterialCost: Number(row.planned_material_cost),
    lockVersion: row.lock_version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface Actuals {
  hours: number;
  labourCost: number;
  materialCost: number;
}

/** Hours, labour costs and material costs of a project, in one statement. */
export async function actualsOf(db: Db, projectId: number, defaultRate: number): Promise<Actuals> {
  const row = await db
    .selectFrom('projects as p')
    .select([
      sql<number | string | null>`(select sum(te.hours) from time_entries te where te.project_id = p.id)`.as('hours'),
      sql<number | string | null>`(select sum(${timeEntryCostSql('te', defaultRate)}) from time_entries te where te.project_id = p.id)`.as('labour'),
      sql<number | string | null>`(select sum(${costEntryCostSql('ce')}) from cost_entries ce where ce.project_id = p.id)`.as('material'),
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  return { hours: Number(row?.hours ?? 0), labourCost: Number(row?.labour ?? 0), materialCost: Number(row?.material ?? 0) };
}

export async function insertBudget(db: Db, row: { project_id: number; subject: string; description: string; planned_labour_cost: number; planned_material_cost: number; created_at: string; updated_at: string }): Promise<void> {
  await db.insertInto('budgets').values(row).execute();
}

/** Updates the budget if its lock_version is still `lockVersion`; false when someone changed it in between. */
export async function updateBudget(db: Db, projectId: number, lockVersion: number, changes: Updateable<BudgetsTable>): Promise<boolean> {
  const result = await db
    .updateTable('budgets')
    .set({ ...changes, lock_version: lockVersion + 1 })
    .where('project_id', '=', projectId)
    .where('lock_version', '=', lockVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
