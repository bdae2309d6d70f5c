import type { Transaction } from 'kysely';
import { enabledModulesOf } from '../../access/index.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The finance part of a copy (and of a project made from a template). It is no copy option of its own: it goes with
 * the Time and costs module, which the copy takes over as the source has it.
 * - The source has Time and costs switched off: nothing (the copy keeps the defaults: USD, en-US, 80 per hour, no budget).
 * - Otherwise the currency and locale (how money reads, which anyone who sees the project may read).
 * - The default hourly rate and the budget (subject, description, planned labour and material costs; lockVersion 0)
 *   only when the caller could view budgets in the source (`withMoney`, decided when they asked): the creator becomes
 *   Project admin of the copy, so copying money they could not see would show it to them there.
 * Spent amounts are not copied: they come from time and cost entries, which stay with the source. Four statements.
 */
export async function copyFinance(trx: Transaction<Database>, sourceProjectId: number, targetProjectId: number, withMoney: boolean, now: string): Promise<void> {
  if (!(await enabledModulesOf(trx, [sourceProjectId])).get(sourceProjectId)?.has('costs')) return;
  const source = await trx.selectFrom('projects').select(['currency', 'locale', 'default_hourly_rate']).where('id', '=', sourceProjectId).executeTakeFirstOrThrow();
  await trx
    .updateTable('projects')
    .set({ currency: source.currency, locale: source.locale, ...(withMoney ? { default_hourly_rate: Number(source.default_hourly_rate) } : {}) })
    .where('id', '=', targetProjectId)
    .execute();
  if (!withMoney) return;
  const budget = await trx.selectFrom('budgets').select(['subject', 'description', 'planned_labour_cost', 'planned_material_cost']).where('project_id', '=', sourceProjectId).executeTakeFirst();
  if (!budget) return;
  await trx
    .insertInto('budgets')
    .values({
      project_id: targetProjectId,
      subject: budget.subject,
      description: budget.description,
      planned_labour_cost: Number(budget.planned_labour_cost),
      planned_material_cost: Number(budget.planned_material_cost),
      lock_version: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
