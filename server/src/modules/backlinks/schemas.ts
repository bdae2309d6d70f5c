import { ID_PARAMS, pageQuerySchema } from '../../http/query.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const BACKLINK_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'Backlink',
    'Backlink',
    {
      sourceType: { type: 'string', enum: ['WorkPackage', 'Document'], description: 'What refers to the target: a task (its description or a comment) or a document.' },
      id: { type: 'integer', description: "The source's id." },
      title: { type: 'string', description: "The task's subject or the document's title." },
      status: { type: ['string', 'null'], description: "A task's status; null for a document." },
      projectId: { type: 'integer' },
      projectName: { type: 'string' },
    },
    ['sourceType', 'id', 'title', 'status', 'projectId', 'projectName'],
  ),
];

const backlinksSchema = (tag: string, target: string) => ({
  tags: [tag],
  summary: `What refers to a ${target} (tasks by #id or URL in a description or comment, documents by a link): only sources the caller may see, tasks first`,
  params: ID_PARAMS,
  querystring: pageQuerySchema,
  response: ok(halCollection(ref('Backlink'))),
});

export const workPackageBacklinksSchema = backlinksSchema('Work Packages', 'work package');
export const documentBacklinksSchema = backlinksSchema('Documents', 'document');
