import { toIsoString } from '../../db/values.ts';
import { formatHoursText } from '../../http/durations.ts';
import { actionLink, escapeHtml, link, type Link } from '../../http/hal.ts';
import { richText, WORK_PACKAGE_JOURNALED, type JournaledColumn } from '../work-packages/index.ts';
import { type JournalRecord, type ReferenceNames, type ReferenceKind } from '../../journals/index.ts';

export interface DetailRecord {
  property: string;
  old_value: string | null;
  new_value: string | null;
}

/** A change line as OpenProject's activities show it: formattable text with raw and html. */
export interface DetailText {
  format: 'custom';
  raw: string;
  html: string;
}

const UNKNOWN_NAMES = new Map<number, string>();

function displayValue(column: JournaledColumn | undefined, value: string, names: ReferenceNames): string {
  const definition = column ? WORK_PACKAGE_JOURNALED[column] : undefined;
  if (!definition) return value;
  switch (definition.kind) {
    case 'hours':
      return formatHoursText(Number(value));
    case 'percent':
      return `${value}%`;
    case 'reference': {
      const id = Number(value);
      const name = (names.get(definition.reference) ?? UNKNOWN_NAMES).get(id);
      return referenceText(definition.reference, id, name);
    }
    default:
      return value;
  }
}

function referenceText(kind: ReferenceKind, id: number, name: string | undefined): string {
  if (kind === 'work_package') return name === undefined ? `#${id}` : `#${id} ${name}`;
  if (kind === 'principal') return name ?? 'Deleted user';
  return name ?? `#${id}`;
}

/** A work package's attachment added or deleted (modules/attachments): property attachments_<id>, the file name as value. */
const ATTACHMENT_PROPERTY = /^attachments_\d+$/;

function attachmentDetail(detail: DetailRecord): DetailText {
  const added = detail.new_value !== null;
  const name = (added ? detail.new_value : detail.old_value) ?? '';
  const verb = added ? 'added' : 'deleted';
  return { format: 'custom', raw: `Attachment ${name} ${verb}`, html: `<strong>Attachment</strong> <i>${escapeHtml(name)}</i> ${verb}` };
}

/**
 * A pull request linked to, unlinked from, merged or closed on a work package (modules/github-pull-requests): property
 * github_pull_request_<event>, "owner/repo#12 Title" as its value.
 */
const PULL_REQUEST_PROPERTY = /^github_pull_request_(linked|unlinked|merged|closed)$/;
const PULL_REQUEST_LABEL = /^(\S+#\d+) ([\s\S]*)$/;

/** "Pull request acme/hello#70 'Fix login' merged" (the title is a GitHub user's text: escaped, never markup). */
function pullRequestDetail(event: string, detail: DetailRecord): DetailText {
  const value = detail.new_value ?? detail.old_value ?? '';
  const match = PULL_REQUEST_LABEL.exec(value);
  const [reference, title] = match ? [match[1], match[2]] : [value, ''];
  const quoted = title === '' ? '' : ` '${title}'`;
  return {
    format: 'custom',
    raw: `Pull request ${reference}${quoted} ${event}`,
    html: `<strong>Pull request</strong> <i>${escapeHtml(reference)}</i>${escapeHtml(quoted)} ${event}`,
  };
}

/** "Status changed from New to In Progress", "Assignee set to Priya Raman", "Finish date deleted (2026-03-10)". */
export function formatDetail(detail: DetailRecord, names: ReferenceNames): DetailText {
  if (ATTACHMENT_PROPERTY.test(detail.property)) return attachmentDetail(detail);
  const pullRequestEvent = PULL_REQUEST_PROPERTY.exec(detail.property)?.[1];
  if (pullRequestEvent) return pullRequestDetail(pullRequestEvent, detail);
  const column = detail.property in WORK_PACKAGE_JOURNALED ? (detail.property as JournaledColumn) : undefined;
  const label = column ? WORK_PACKAGE_JOURNALED[column].label : detail.property;
  const strong = `<strong>${escapeHtml(label)}</strong>`;
  if (column && WORK_PACKAGE_JOURNALED[column].kind === 'longtext') {
    const verb = detail.old_value === null || detail.old_value === '' ? 'set' : detail.new_value === null || detail.new_value === '' ? 'deleted' : 'changed';
    return { format: 'custom', raw: `${label} ${verb}`, html: `${strong} ${verb}` };
  }
  const oldText = detail.old_value === null ? null : displayValue(column, detail.old_value, names);
  const newText = detail.new_value === null ? null : displayValue(column, detail.new_value, names);
  const em = (text: string) => `<i>${escapeHtml(text)}</i>`;
  if (oldText === null) return { format: 'custom', raw: `${label} set to ${newText}`, html: `${strong} set to ${em(newText ?? '')}` };
  if (newText === null) return { format: 'custom', raw: `${label} deleted (${oldText})`, html: `${strong} deleted (${em(oldText)})` };
  return { format: 'custom', raw: `${label} changed from ${oldText} to ${newText}`, html: `${strong} changed from ${em(oldText)} to ${em(newText)}` };
}

/** The reference ids a page of details names, by kind (for referenceNames). */
export function referencedIds(details: DetailRecord[]): Map<ReferenceKind, Set<number>> {
  const wanted = new Map<ReferenceKind, Set<number>>();
  for (const detail of details) {
    const definition = WORK_PACKAGE_JOURNALED[detail.property as JournaledColumn];
    if (!definition || definition.kind !== 'reference') continue;
    const ids = wanted.get(definition.reference) ?? new Set<number>();
    for (const value of [detail.old_value, detail.new_value]) if (value !== null && /^\d{1,10}$/.test(value)) ids.add(Number(value));
    wanted.set(definition.reference, ids);
  }
  return wanted;
}

export interface ActivityContext {
  details: DetailRecord[];
  names: ReferenceNames;
  /** The work package's subject (the link title). */
  workPackageSubject: string;
  /** The caller wrote this journal and may still comment: they may edit its comment. */
  mayEdit: boolean;
  /** The caller may attach files to it (modules/attachments). */
  mayAttach?: boolean;
}

/** OpenProject's Activity (a change) or Activity::Comment (a change or not, with a comment). */
export function representActivity(journal: JournalRecord, context: ActivityContext) {
  const links: Record<string, Link> = {
    self: link(`/activities/${journal.id}`),
    workPackage: link(`/work_packages/${journal.journable_id}`, context.workPackageSubject),
    user: journal.user_id === null ? { href: null, title: 'Deleted user' } : link(`/users/${journal.user_id}`, journal.user_name ?? undefined),
  };
  links.attachments = link(`/activities/${journal.id}/attachments`);
  links.emojiReactions = link(`/activities/${journal.id}/emoji_reactions`);
  if (context.mayEdit) links.update = actionLink(`/activities/${journal.id}`, 'patch');
  if (context.mayAttach) links.addAttachment = actionLink(`/activities/${journal.id}/attachments`, 'post');
  return {
    _type: journal.notes === '' ? 'Activity' : 'Activity::Comment',
    id: journal.id,
    version: journal.version,
    comment: richText(journal.notes),
    details: context.details.map((detail) => formatDetail(detail, context.names)),
    internal: false,
    createdAt: toIsoString(journal.created_at),
    updatedAt: toIsoString(journal.updated_at),
    _links: links,
  };
}

export type ActivityRepresentation = ReturnType<typeof representActivity>;
