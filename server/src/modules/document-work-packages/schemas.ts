import { hrefRequiredLink } from '../../http/body.ts';
import { ID_PARAMS, pageQuerySchema } from '../../http/query.ts';
import { MAX_ROW_ID } from '../../db/values.ts';
import { created, halCollection, halResource, NO_CONTENT, ok, ref, type ComponentSchema } from '../../http/responses.ts';

/** POST /documents/{id}/work_packages: the work package to link. */
export const linkBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    _links: { type: 'object', additionalProperties: false, properties: { workPackage: hrefRequiredLink } },
  },
} as const;

const TAGS = ['Documents'];

export const DOCUMENT_WORK_PACKAGE_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'DocumentWorkPackage',
    'DocumentWorkPackage',
    {
      id: { type: 'integer', description: "The work package's id." },
      subject: { type: 'string' },
      status: { type: 'string', description: "The name of the work package's status." },
      isClosed: { type: 'boolean', description: "The work package's status is a closed one." },
      statusColor: { type: 'string', description: "The status's colour (#rrggbb)." },
      linkedAt: { type: 'string', format: 'date-time' },
    },
    ['id', 'subject', 'status', 'isClosed', 'statusColor', 'linkedAt'],
  ),
];

export const LINK_PARAMS = {
  type: 'object',
  required: ['id', 'workPackageId'],
  properties: { id: ID_PARAMS.properties.id, workPackageId: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } },
} as const;

export const listLinksSchema = {
  tags: TAGS,
  summary: "The work packages linked to a document (whoever sees the document; only work packages they may see), oldest link first",
  params: ID_PARAMS,
  querystring: pageQuerySchema,
  response: ok(halCollection(ref('DocumentWorkPackage'))),
} as const;

export const createLinkSchema = {
  tags: TAGS,
  summary: 'Link a work package to a document (who may edit the document, and sees the work package); linking it again changes nothing',
  params: ID_PARAMS,
  body: linkBodySchema,
  response: created(ref('DocumentWorkPackage')),
} as const;

export const deleteLinkSchema = { tags: TAGS, summary: 'Unlink a work package from a document (who may edit the document)', params: LINK_PARAMS, response: NO_CONTENT } as const;
