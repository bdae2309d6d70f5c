// The API's wire types by name, taken from the types generated from the server's OpenAPI document
// (./generated/openapi.ts, `npm run generate:api-types`). Clients use these instead of writing the shapes again:
// a server change that breaks a client is then a type error in the client.
import type { components, paths } from './generated/openapi';

type Schemas = components['schemas'];

/** Every schema and operation of the API, for what has no name below yet (`ApiSchemas['schemas']['Project']`). */
export type { components as ApiSchemas, paths as ApiPaths };

/** A link of a HAL resource (`href` null: no value). */
export type LinkHal = Schemas['Link'];
export type LinksHal = Schemas['Links'];
/** Formattable text as the API answers it: `{ format, raw, html }`. */
export type FormattableHal = Schemas['Formattable'];

export type WorkPackageHal = Schemas['WorkPackage'];
/** GET /work_packages/stats. */
export type WorkPackageStatisticsHal = Schemas['WorkPackageStatistics'];
export type VersionHal = Schemas['Version'];
export type StatusHal = Schemas['Status'];
export type PriorityHal = Schemas['Priority'];
export type TypeHal = Schemas['Type'];
/** GET /projects/{id}/available_types: every type with the project's enabled, is_default and in_use. */
export type AvailableTypeHal = Schemas['AvailableType'];
/**
 * A project document (GET /documents/{id}: with `content` and `description`; list elements carry `preview` instead).
 */
export type DocumentHal = Schemas['Document'];
/** GET /job_statuses/{id}, and the answer of POST /projects/{id}/copy. */
export type JobStatusHal = Schemas['JobStatus'];

/** GET /sprints/{id}/burndown. */
export type BurndownHal = Schemas['Burndown'];
export type BurndownPoint = BurndownHal['ideal'][number];
/** GET /sprints/{id}/statistics. */
export type SprintStatisticsHal = Schemas['SprintStatistics'];
export type SprintHealthHal = Schemas['SprintHealth'];
export type SprintHealthCheck = SprintHealthHal['checks'][number];
/** GET /projects/{id}/statistics. */
export type ProjectSprintStatisticsHal = Schemas['ProjectSprintStatistics'];

/** The body of an operation's request (`ApiRequestBody<'/api/v3/versions', 'post'>`). */
export type ApiRequestBody<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON answer of an operation for a status (`ApiAnswer<'/api/v3/work_packages/{id}', 'get'>`). */
export type ApiAnswer<Path extends keyof paths, Method extends keyof paths[Path], Status extends number = 200> = paths[Path][Method] extends {
  responses: { [code in Status]: { content: { 'application/json': infer Answer } } };
}
  ? Answer
  : never;

/** POST /projects/{id}/copy and its form: the new project's attributes and, in `_meta`, the copy flags. */
export type CopyProjectBody = ApiRequestBody<'/api/v3/projects/{id}/copy', 'post'>;
/** What a copy can take along (copyMembers, copyVersions, ...), as the server accepts them. */
export type CopyFlag = Exclude<keyof NonNullable<CopyProjectBody['_meta']>, 'sendNotifications'>;
/** POST /projects/{id}/copy/form: the payload as the copy would take it, each flag's schema, validationErrors. */
export type ProjectCopyFormHal = Schemas['ProjectCopyForm'];
/** One copy flag in the copy form's schema (`available`: this server copies that area). */
export type CopyFlagSchemaHal = Schemas['CopyFlagSchema'];

/** OpenProject's error body, as forms list them in validationErrors. */
export type ErrorHal = Schemas['Error'];
