// Spec 000 section 3 'Copy options': what a copy from a template takes along, all on by default.
// Each option travels as OpenProject's `_meta.copy<Option>` flag of POST /projects/{id}/copy.

export const COPY_OPTIONS = [
  { key: 'members', label: 'Members', flag: 'copyMembers' },
  { key: 'versions', label: 'Versions', flag: 'copyVersions' },
  { key: 'work_packages', label: 'Work packages', flag: 'copyWorkPackages' },
  { key: 'wiki', label: 'Wiki', flag: 'copyWiki' },
  { key: 'forums', label: 'Forums', flag: 'copyForums' },
  { key: 'queries', label: 'Queries', flag: 'copyQueries' },
  { key: 'overview', label: 'Overview', flag: 'copyOverview' },
  { key: 'work_package_attachments', label: 'Work package attachments', flag: 'copyWorkPackageAttachments' },
  { key: 'work_package_shares', label: 'Work package shares', flag: 'copyWorkPackageShares' },
  { key: 'wiki_page_attachments', label: 'Wiki page attachments', flag: 'copyWikiPageAttachments' },
] as const;

export type CopyOptionKey = (typeof COPY_OPTIONS)[number]['key'];
export type CopyOptionFlag = (typeof COPY_OPTIONS)[number]['flag'];

export const DEFAULT_COPY_OPTIONS: CopyOptionKey[] = COPY_OPTIONS.map((option) => option.key);

/** '_meta' of a copy request: every option's flag, true when selected. */
export function copyFlagsOf(selected: readonly string[]): Record<CopyOptionFlag, boolean> {
  const chosen = new Set(selected);
  return Object.fromEntries(COPY_OPTIONS.map((option) => [option.flag, chosen.has(option.key)])) as Record<CopyOptionFlag, boolean>;
}

/** A readable name for an option the server reports ('work_packages' -> 'Work packages'), also for ones not offered here. */
export function copyOptionLabel(option: string): string {
  const known = COPY_OPTIONS.find((candidate) => candidate.key === option || candidate.flag === option);
  if (known) return known.label;
  const words = option.replace(/^copy(?=[A-Z])/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
