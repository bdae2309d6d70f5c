import { toBoolean, toIsoString } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import type { LinkRecord } from './queries.ts';

export const documentWorkPackagesPath = (documentId: number) => `/documents/${documentId}/work_packages`;

type LinkView = Omit<LinkRecord, 'total'>;

/** A linked work package as the document shows it: its subject and whether its status is closed. */
export function representLink(documentId: number, row: LinkView, mayUnlink: boolean) {
  const self = `${documentWorkPackagesPath(documentId)}/${row.work_package_id}`;
  const links: Record<string, Link> = {
    self: link(self),
    document: link(`/documents/${documentId}`),
    workPackage: link(`/work_packages/${row.work_package_id}`, row.subject),
    status: link(`/statuses/${row.status_id}`, row.status_name),
  };
  if (mayUnlink) links.unlink = actionLink(self, 'delete');
  return {
    _type: 'DocumentWorkPackage' as const,
    id: row.work_package_id,
    subject: row.subject,
    status: row.status_name,
    isClosed: toBoolean(row.is_closed),
    statusColor: row.color,
    linkedAt: toIsoString(row.created_at),
    _links: links,
  };
}

export type DocumentWorkPackageRepresentation = ReturnType<typeof representLink>;
