import type { FastifyInstance } from 'fastify';
import { authoriseWrite, projectAccess, type Actor, type ProjectAccess } from '../../access/index.ts';
import { ApiError, constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { actionLink, link } from '../../http/hal.ts';
import { money } from '../../http/inputs.ts';
import * as queries from './queries.ts';

export const BUDGET_MESSAGES = {
  viewForbidden: 'You are not allowed to see the budget of this project.',
  editForbidden: 'You need the "Edit budgets" permission in this project.',
  settingsForbidden: 'You need the "Edit project" permission to change its finance settings.',
  amountRequired: (label: string) => `${label} is required`,
  amountNotNumber: (label: string) => `${label} must be a number.`,
  amountNegative: (label: string) => `${label} must be at least 0.`,
  amountTooLarge: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')}.`,
  lockVersionMissing: 'lockVersion is required: send the lockVersion of the budget as you last read it.',
  conflict: 'The budget was changed in the meantime (its lockVersion is no longer current). Reload it and apply your changes again.',
  currencyInvalid: 'Currency must be an ISO 4217 code such as USD or EUR.',
  localeInvalid: 'Locale must be a language tag such as en-US or de-DE.',
} as const;

const MAX_BUDGET = 1_000_000_000_000;
const MAX_RATE = 1_000_000;
const conflict = (message: string) => new ApiError(409, 'UpdateConflict', message);

/** Who sees money (planned and spent costs, rates): holders of view_budgets or view_cost_rates; others hours only. */
export const moneyVisible = (permissions: ReadonlySet<string>) => permissions.has('view_budgets') || permissions.has('view_cost_rates');
/** Who sees a budget at all: money, or the hours of the time entries. */
const mayViewBudget = (permissions: ReadonlySet<string>) => moneyVisible(permissions) || permissions.has('view_time_entries');

/** The project as the caller may see it: 404 when it does not exist or is invisible. */
export async function visibleProject(app: FastifyInstance, actor: Actor, projectId: number): Promise<ProjectAccess> {
  const access = await projectAccess(app.db, actor, projectId);
  if (!access || !access.visible) throw notFound();
  return access;
}

/** A money amount of a body: a finite number from 0 to `max`, else a 422 naming the field. */
export function parseAmount(value: unknown, field: string, label: string, max: number): number {
  if (value === undefined || value === null || value === '') throw constraintViolation(field, BUDGET_MESSAGES.amountRequired(label));
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw constraintViolation(field, BUDGET_MESSAGES.amountNotNumber(label));
  if (number < 0) throw constraintViolation(field, BUDGET_MESSAGES.amountNegative(label));
  if (number > max) throw constraintViolation(field, BUDGET_MESSAGES.amountTooLarge(label, max));
  return Math.round(number * 100) / 100;
}

export interface BudgetRepresentation {
  _type: 'Budget';
  projectId: number;
  subject: string;
  description: string;
  exists: boolean;
  moneyVisible: boolean;
  currency: string;
  locale: string;
  decimals: number;
  plannedLabourCost: number | null;
  plannedMaterialCost: number | null;
  plannedTotal: number | null;
  spentLabourCost: number | null;
  spentMaterialCost: number | null;
  spent: number | null;
  remaining: number | null;
  utilisation: number | null;
  spentHours: number;
  lockVersion: number;
  updatedAt: string | null;
  _links: Record<string, { href: string | null; method?: string; title?: string }>;
}

/** The budget, its actuals and the project's money format: four statements with the access check. */
export async function getBudget(app: FastifyInstance, actor: Actor, projectId: number): Promise<BudgetRepresentation> {
  const access = await visibleProject(app, actor, projectId);
  if (!mayViewBudget(access.permissions)) throw missingPermission(BUDGET_MESSAGES.viewForbidden);
  return representBudget(app, access);
}

async function representBudget(app: FastifyInstance, access: ProjectAccess): Promise<BudgetRepresentation> {
  const projectId = access.project.id;
  const settings = await queries.financeSettingsOf(app.db, projectId);
  const [budget, actuals] = await Promise.all([queries.budgetOf(app.db, projectId), queries.actualsOf(app.db, projectId, settings.defaultHourlyRate)]);
  const showMoney = moneyVisible(access.permissions);
  const planned = (budget?.plannedLabourCost ?? 0) + (budget?.plannedMaterialCost ?? 0);
  const spent = actuals.labourCost + actuals.materialCost;
  const hide = (value: number | null) => (showMoney ? value : null);
  const self = `/projects/${projectId}/budget`;
  return {
    _type: 'Budget',
    projectId,
    subject: budget?.subject ?? '',
    description: budget?.description ?? '',
    exists: budget !== undefined,
    moneyVisible: showMoney,
    currency: settings.currency,
    locale: settings.locale,
    decimals: settings.decimals,
    plannedLabourCost: hide(money(budget?.plannedLabourCost ?? 0)),
    plannedMaterialCost: hide(money(budget?.plannedMaterialCost ?? 0)),
    plannedTotal: hide(money(planned)),
    spentLabourCost: hide(money(actuals.labourCost)),
    spentMaterialCost: hide(money(actuals.materialCost)),
    spent: hide(money(spent)),
    remaining: hide(money(planned - spent)),
    utilisation: hide(planned > 0 ? Math.round((spent / planned) * 1000) / 10 : null),
    spentHours: Math.round(actuals.hours * 100) / 100,
    lockVersion: budget?.lockVersion ?? 0,
    updatedAt: budget?.updatedAt ?? null,
    _links: {
      self: link(self),
      project: link(`/projects/${projectId}`, access.project.name),
      financeSettings: link(`/projects/${projectId}/finance_settings`),
      ...(access.permissions.has('edit_budgets') ? { update: actionLink(self, 'put') } : {}),
    },
  };
}

export interface BudgetInput {
  plannedLabourCost?: unknown;
  plannedMaterialCost?: unknown;
  subject?: string;
  description?: string;
  lockVersion?: number;
}

/**
 * Sets the plan: creates the budget the first time, then needs the lockVersion read (409 when stale). Every field is
 * checked before anything is written.
 */
export async function putBudget(app: FastifyInstance, actor: Actor, projectId: number, input: BudgetInput): Promise<BudgetRepresentation> {
  const access = await visibleProject(app, actor, projectId);
  authoriseWrite(access, 'edit_budgets', BUDGET_MESSAGES.editForbidden);
  const labour = parseAmount(input.plannedLabourCost, 'plannedLabourCost', 'Planned labour cost', MAX_BUDGET);
  const material = parseAmount(input.plannedMaterialCost, 'plannedMaterialCost', 'Planned material cost', MAX_BUDGET);
  const now = app.clock.now().toISOString();
  const current = await queries.budgetOf(app.db, projectId);
  const changes = {
    planned_labour_cost: labour,
    planned_material_cost: material,
    ...(input.subject !== undefined ? { subject: input.subject.trim() } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  if (!current) {
    // No budget yet is lockVersion 0: a client that read another budget (deleted with its project copy) conflicts.
    if (input.lockVersion !== undefined && input.lockVersion !== 0) throw conflict(BUDGET_MESSAGES.conflict);
    try {
      await queries.insertBudget(app.db, { project_id: projectId, subject: '', description: '', ...changes, created_at: now, updated_at: now });
    } catch (error) {
      // Another request created it first (the unique project_id): as a stale lockVersion.
      if (await queries.budgetOf(app.db, projectId)) throw conflict(BUDGET_MESSAGES.conflict);
      throw error;
    }
  } else {
    if (input.lockVersion === undefined) throw conflict(BUDGET_MESSAGES.lockVersionMissing);
    if (input.lockVersion !== current.lockVersion) throw conflict(BUDGET_MESSAGES.conflict);
    if (!(await queries.updateBudget(app.db, projectId, current.lockVersion, { ...changes, updated_at: now }))) throw conflict(BUDGET_MESSAGES.conflict);
  }
  return representBudget(app, access);
}

export interface FinanceSettingsRepresentation {
  _type: 'FinanceSettings';
  currency: string;
  locale: string;
  decimals: number;
  defaultHourlyRate: number | null;
  _links: Record<string, { href: string | null; method?: string }>;
}

function representSettings(access: ProjectAccess, settings: queries.FinanceSettings): FinanceSettingsRepresentation {
  const self = `/projects/${access.project.id}/finance_settings`;
  const mayEdit = access.permissions.has('edit_project');
  return {
    _type: 'FinanceSettings',
    currency: settings.currency,
    locale: settings.locale,
    decimals: settings.decimals,
    defaultHourlyRate: moneyVisible(access.permissions) || mayEdit ? settings.defaultHourlyRate : null,
    _links: { self: link(self), ...(mayEdit ? { updateImmediately: actionLink(self, 'patch') } : {}) },
  };
}

/** Anyone who sees the project reads how its money is formatted; the default rate is money. */
export async function getFinanceSettings(app: FastifyInstance, actor: Actor, projectId: number): Promise<FinanceSettingsRepresentation> {
  const access = await visibleProject(app, actor, projectId);
  return representSettings(access, await queries.financeSettingsOf(app.db, projectId));
}

const SUPPORTED_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

function parseLocale(value: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(value.trim());
    if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length === 1) return canonical;
  } catch {
    // An ill-formed tag: refused below.
  }
  throw constraintViolation('locale', BUDGET_MESSAGES.localeInvalid);
}

export interface FinanceSettingsInput {
  currency?: string;
  locale?: string;
  defaultHourlyRate?: unknown;
}

/** Changes the settings (edit_project); every field is checked before anything is written. */
export async function patchFinanceSettings(app: FastifyInstance, actor: Actor, projectId: number, input: FinanceSettingsInput): Promise<FinanceSettingsRepresentation> {
  const access = await visibleProject(app, actor, projectId);
  authoriseWrite(access, 'edit_project', BUDGET_MESSAGES.settingsForbidden);
  const changes: { currency?: string; locale?: string; default_hourly_rate?: number } = {};
  if (input.currency !== undefined) {
    const currency = input.currency.trim().toUpperCase();
    if (!SUPPORTED_CURRENCIES.has(currency)) throw constraintViolation('currency', BUDGET_MESSAGES.currencyInvalid);
    changes.currency = currency;
  }
  if (input.locale !== undefined) changes.locale = parseLocale(input.locale);
  if (input.defaultHourlyRate !== undefined) changes.default_hourly_rate = parseAmount(input.defaultHourlyRate, 'defaultHourlyRate', 'Default hourly rate', MAX_RATE);
  await queries.updateFinanceSettings(app.db, projectId, changes, app.clock.now().toISOString());
  return representSettings(access, await queries.financeSettingsOf(app.db, projectId));
}
