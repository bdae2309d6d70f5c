import { type CopyOption } from '../../copying/index.ts';

/**
 * OpenProject's `_meta` copy flags (lib/api/v3/projects/copy/project_copy_meta_representer.rb: copy_<module>) and
 * Tessera's documents, each with the option it selects. Options no copier handles (including the OpenProject-only
 * boards, categories, storages, ...) are accepted and reported as not copied.
 */
export const COPY_FLAGS = [
  { flag: 'copyMembers', option: 'members', label: 'Members' },
  { flag: 'copyVersions', option: 'versions', label: 'Versions' },
  { flag: 'copyCategories', option: 'categories', label: 'Categories' },
  { flag: 'copyWorkPackages', option: 'work_packages', label: 'Work packages' },
  { flag: 'copyWorkPackageAttachments', option: 'work_package_attachments', label: 'Work package attachments' },
  { flag: 'copyWorkPackageShares', option: 'work_package_shares', label: 'Work package shares' },
  { flag: 'copyWiki', option: 'wiki', label: 'Wiki' },
  { flag: 'copyWikiPageAttachments', option: 'wiki_page_attachments', label: 'Wiki page attachments' },
  { flag: 'copyForums', option: 'forums', label: 'Forums' },
  { flag: 'copyQueries', option: 'queries', label: 'Queries' },
  { flag: 'copyBoards', option: 'boards', label: 'Boards' },
  { flag: 'copyOverview', option: 'overview', label: 'Overview' },
  { flag: 'copyDocuments', option: 'documents', label: 'Documents' },
  { flag: 'copyStorages', option: 'storages', label: 'File storages' },
  { flag: 'copyStorageProjectFolders', option: 'storage_project_folders', label: 'File storage project folders' },
  { flag: 'copyFileLinks', option: 'file_links', label: 'File links' },
] as const;

export type CopyFlag = (typeof COPY_FLAGS)[number]['flag'];

/** What the job payload says of a selected option that no copier handles yet. */
export const NOT_AVAILABLE_REASON = 'not available in this version yet';

const COPY_OPTIONS: ReadonlySet<string> = new Set<CopyOption>([
  'members', 'versions', 'work_packages', 'wiki', 'forums', 'queries', 'overview',
  'work_package_attachments', 'work_package_shares', 'wiki_page_attachments', 'documents', 'types',
]);

export const isCopyOption = (option: string): option is CopyOption => COPY_OPTIONS.has(option);

export function optionLabel(option: string): string {
  if (option === 'types') return 'Types';
  return COPY_FLAGS.find((entry) => entry.option === option)?.label ?? option;
}

/**
 * The options a request selects: with no copy flag in `_meta`, everything this version can copy (OpenProject copies
 * all when `only` is absent; spec 000: all on by default); otherwise exactly the flags set to true, which may name
 * an option no copier handles (the job reports it as not copied).
 */
export function selectedOptions(meta: Partial<Record<string, boolean>> | undefined, available: (option: string) => boolean): string[] {
  const given = COPY_FLAGS.filter((entry) => meta?.[entry.flag] !== undefined);
  if (given.length === 0) return COPY_FLAGS.filter((entry) => available(entry.option)).map((entry) => entry.option);
  return given.filter((entry) => meta?.[entry.flag] === true).map((entry) => entry.option);
}
