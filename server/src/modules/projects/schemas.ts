import { PROJECT_MODULES } from '../../access/index.ts';
import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { formattableInput, hrefRequiredLink } from '../../http/body.ts';
import { created, halCollection, halResource, NO_CONTENT, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const PROJECT_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Project', 'Project', {
    id: { type: 'integer' },
    identifier: { type: 'string' },
    name: { type: 'string' },
    active: { type: 'boolean' },
    public: { type: 'boolean' },
    templated: { type: 'boolean' },
    documentCommentsEnabled: { type: 'boolean', description: "Inline comments on the project's documents are on." },
    aiEnabled: { type: 'boolean', description: 'AI features (autocomplete, task drafts, analysis) are on in this project (they also need AI on and configured globally, see /ai/health). Always present; optional in the schema so existing clients and their fixtures stay valid.' },
    enabledModules: {
      type: 'array',
      items: { type: 'string', enum: [...PROJECT_MODULES] },
      description: "The project's switched-on modules (Project Settings, Modules): a switched-off module's API answers 403 and its view says so. Always present; optional in the schema so existing fixtures stay valid.",
    },
    description: ref('Formattable'),
    statusExplanation: ref('Formattable'),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    _embedded: {
      type: 'object',
      description: 'GET /projects/{id} only: the first members (by name) and the caller\'s own membership.',
      properties: {
        memberships: halCollection(ref('Membership')),
        currentUserMembership: { anyOf: [ref('Membership'), { type: 'null' }] },
      },
    },
  }, ['id', 'identifier', 'name', 'active', 'public', 'templated', 'documentCommentsEnabled', 'description', 'statusExplanation', 'createdAt', 'updatedAt']),
];

export const listProjectsSchema = {
  tags: ['Projects'],
  summary: 'Visible projects (filters: active, status, name_and_identifier, name, public, templated, parent_id, id, principal, created_at, updated_at)',
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Project'))),
} as const;

export const getProjectSchema = {
  tags: ['Projects'],
  summary: 'A project, with its first memberships and the caller\'s membership',
  params: ID_PARAMS,
  response: ok(ref('Project')),
} as const;

export const getProjectStatusSchema = {
  tags: ['Projects'],
  summary: 'A project status (on_track, at_risk, off_track, not_started, finished, discontinued)',
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
  response: ok(),
} as const;

export const listProjectCategoriesSchema = {
  tags: ['Projects'],
  summary: "A project's work package categories (OpenProject's path; Tessera has no categories, so the list is empty)",
  params: ID_PARAMS,
  response: ok(halCollection()),
} as const;


/** Lengths and patterns are checked by the service, so their messages name the rule (spec 000 section 5). */
export const projectBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    identifier: { type: 'string' },
    description: formattableInput,
    statusExplanation: formattableInput,
    public: { type: 'boolean' },
    active: { type: 'boolean' },
    templated: { type: 'boolean' },
    documentCommentsEnabled: { type: 'boolean' },
    aiEnabled: { type: 'boolean' },
    // Names are checked by the service, so an unknown one is a 422 naming enabledModules, not a 400.
    enabledModules: { type: 'array', items: { type: 'string' }, maxItems: 50 },
    _links: { type: 'object', additionalProperties: false, properties: { parent: hrefRequiredLink, status: hrefRequiredLink } },
  },
} as const;

export const createProjectSchema = {
  tags: ['Projects'],
  summary: 'Create a project (admins and managers; a sub-project needs add_subprojects in its parent)',
  body: projectBodySchema,
  response: created(ref('Project')),
} as const;

export const updateProjectSchema = {
  tags: ['Projects'],
  summary: 'Update a project (edit_project; active needs archive_project; identifier is read-only)',
  params: ID_PARAMS,
  body: projectBodySchema,
  response: ok(ref('Project')),
} as const;

export const projectFormSchema = {
  tags: ['Projects'],
  summary: 'Validate changes to a project without saving them (Form with payload and validationErrors)',
  params: ID_PARAMS,
  body: projectBodySchema,
  response: ok(),
} as const;

export const deleteProjectSchema = {
  tags: ['Projects'],
  summary: 'Delete a project with its sub-projects and their memberships (delete_project)',
  params: ID_PARAMS,
  response: NO_CONTENT,
} as const;

/** Documented with the versions: the projects list narrowed to where a version is available. */
export const versionProjectsSchema = {
  tags: ['Versions'],
  summary: 'The (visible) projects a version is available in',
  params: ID_PARAMS,
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Project'))),
} as const;
