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

/** A project (GET /projects/{id} also embeds its first memberships and the caller's own). */
export type ProjectHal = Schemas['Project'];
/** A membership, with its principal (a user, or a group with its users) and roles (with their permissions) embedded. */
export type MembershipHal = Schemas['Membership'];
/** A user (GET /users/me, the answer of POST /session). */
export type UserHal = Schemas['User'];
/** A group (GET /groups/{id} adds memberCount and _links.members). */
export type GroupHal = Schemas['Group'];
/** A user or a group (GET /principals): `_type` says which. */
export type PrincipalHal = Schemas['Principal'];
export type RoleHal = Schemas['Role'];
export type AccessTokenHal = Schemas['AccessToken'];

export type WorkPackageHal = Schemas['WorkPackage'];
/** A work package of a collection read with `select`: only the selected properties and links. */
export type WorkPackageSelectionHal = Schemas['WorkPackageSelection'];
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
/** One version of a document's history (GET /documents/{id}/versions/{version} adds its content). */
export type DocumentVersionHal = Schemas['DocumentVersion'];
/**
 * An inline comment thread on selected text of a document, with all its comments (GET /documents/{id}/comment_threads);
 * its action links (addComment, resolve, reopen) say what the signed-in user may do now.
 */
export type DocumentCommentThreadHal = Schemas['DocumentCommentThread'];
/** One comment of a thread (markdown `comment.raw`, sanitised `comment.html`). */
export type DocumentCommentHal = Schemas['DocumentComment'];
/** A document's threads; `_links.createThread` when the signed-in user may start one. */
export type DocumentCommentThreadCollectionHal = Schemas['DocumentCommentThreadCollection'];
/** A share of a document or work package with one user, at a permission level (view, edit, manage). */
export type ShareHal = Schemas['Share'];
/** A document shared with the signed-in user (GET /documents/shared_with_me), with their level. */
export type SharedDocumentHal = Schemas['SharedDocument'];
/** An in-app notification of the signed-in user (GET /notifications). */
export type NotificationHal = Schemas['Notification'];
/** GET /job_statuses/{id}, and the answer of POST /projects/{id}/copy. */
export type JobStatusHal = Schemas['JobStatus'];
/** What a finished job reports in its JobStatus (a project copy: the new project, what was copied and skipped). */
export type JobStatusPayloadHal = Schemas['JobStatusPayload'];

/** A work package's activity: a change, or a comment (`_type` Activity::Comment), with its change lines. */
export type ActivityHal = Schemas['Activity'];
export type AttachmentHal = Schemas['Attachment'];
export type EmojiReactionHal = Schemas['EmojiReaction'];
export type TimeEntryHal = Schemas['TimeEntry'];
export type TimeEntriesActivityHal = Schemas['TimeEntriesActivity'];
/** Money amounts (costs, rates) only to holders of view_cost_rates. */
export type CostEntryHal = Schemas['CostEntry'];
/** GET /work_packages/{id}/summarized_costs_by_type: one per cost type used. */
export type AggregatedCostEntryHal = Schemas['AggregatedCostEntry'];
export type CostTypeHal = Schemas['CostType'];
export type HourlyRateHal = Schemas['HourlyRate'];

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
