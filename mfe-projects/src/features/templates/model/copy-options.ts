// What a copy from a template can take along (spec 000 section 3 'Copy options', all on by default), as the server
// says: its copy form (POST /projects/{id}/copy/form) lists every OpenProject copy flag with `available`, whether this
// version copies that area. The dialog offers exactly the available ones, ticked as the form's payload has them.

import type { CopyFlag, ProjectCopyFormHal } from '@tessera/shared';

/** One area the copy can take along: its `_meta` flag (copyMembers) and its name (Members). */
export interface CopyOption {
  flag: CopyFlag;
  label: string;
}

/** The copy form's content: the payload as the copy would take it, each flag's schema, validationErrors. */
export type CopyFormContent = NonNullable<ProjectCopyFormHal['_embedded']>;

/** The copy flags of a form, in the order of its schema (its `_meta` also carries sendNotifications, not a flag). */
function flagsOf(form: CopyFormContent): CopyFlag[] {
  const flags = new Set<string>(Object.keys(form.payload._meta).filter((key) => key !== 'sendNotifications'));
  return Object.keys(form.schema).filter((key): key is CopyFlag => flags.has(key));
}

/** The copy form's schema -> the options this server copies, in its order. */
export function availableCopyOptions(form: CopyFormContent | undefined): CopyOption[] {
  if (!form) return [];
  return flagsOf(form)
    .filter((flag) => form.schema[flag].available)
    .map((flag) => ({ flag, label: form.schema[flag].name || copyOptionLabel(flag) }));
}

/** The options ticked at first: those the form's payload selects (every available one, unless the server says otherwise). */
export function defaultCopySelection(form: CopyFormContent | undefined, options: readonly CopyOption[]): CopyFlag[] {
  const meta = form?.payload._meta;
  return options.filter((option) => meta?.[option.flag] !== false).map((option) => option.flag);
}

/** '_meta' of a copy request: each offered option's flag, true when selected (an option not offered is not sent). */
export function copyFlagsOf(options: readonly CopyOption[], selected: readonly string[]): Partial<Record<CopyFlag, boolean>> {
  const chosen = new Set(selected);
  return Object.fromEntries(options.map((option) => [option.flag, chosen.has(option.flag)]));
}

/** A readable name for an option the server reports ('work_packages' or 'copyWorkPackages' -> 'Work packages'). */
export function copyOptionLabel(option: string): string {
  const words = option.replace(/^copy(?=[A-Z])/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
