// What a copy from a template can take along (spec 000 section 3 'Copy options', all on by default), as the server
// says: its copy form (POST /projects/{id}/copy/form) lists every OpenProject copy flag with `available`, whether this
// version copies that area. The dialog offers exactly the available ones, ticked as the form's payload has them.

/** One area the copy can take along: its `_meta` flag (copyMembers) and its name (Members). */
export interface CopyOption {
  flag: string;
  label: string;
}

interface CopyFlagSchema {
  type?: unknown;
  name?: unknown;
  location?: unknown;
  available?: unknown;
}

export interface CopyFormContent {
  payload?: { _meta?: Record<string, unknown> };
  schema?: Record<string, unknown>;
}

/** Not a copy option although it travels in `_meta`. */
const SEND_NOTIFICATIONS_FLAG = 'sendNotifications';

/** The copy form's schema -> the options this server copies, in its order. */
export function availableCopyOptions(form: CopyFormContent | undefined): CopyOption[] {
  return Object.entries(form?.schema ?? {}).flatMap(([flag, entry]) => {
    const field = entry as CopyFlagSchema | null;
    if (flag === SEND_NOTIFICATIONS_FLAG || field?.location !== '_meta' || field.available !== true) return [];
    return [{ flag, label: typeof field.name === 'string' && field.name ? field.name : copyOptionLabel(flag) }];
  });
}

/** The options ticked at first: those the form's payload selects (every available one, unless the server says otherwise). */
export function defaultCopySelection(form: CopyFormContent | undefined, options: readonly CopyOption[]): string[] {
  const meta = form?.payload?._meta;
  return options.filter((option) => meta?.[option.flag] !== false).map((option) => option.flag);
}

/** '_meta' of a copy request: each offered option's flag, true when selected (an option not offered is not sent). */
export function copyFlagsOf(options: readonly CopyOption[], selected: readonly string[]): Record<string, boolean> {
  const chosen = new Set(selected);
  return Object.fromEntries(options.map((option) => [option.flag, chosen.has(option.flag)]));
}

/** A readable name for an option the server reports ('work_packages' or 'copyWorkPackages' -> 'Work packages'). */
export function copyOptionLabel(option: string): string {
  const words = option.replace(/^copy(?=[A-Z])/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
