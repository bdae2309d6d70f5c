// The remotes and the project page's views, derived from the remotes manifest (remotes.manifest.ts at the repository
// root, the one list). Prop types live in each remote's src/exposed/contract.ts (types only).
import type { ComponentType } from 'react';
import { remotesManifest, type ProjectViewProp, type RemotesManifest } from '../../../remotes.manifest';
import * as icons from '../ui/icons';
import { projectViewsOf, remoteNamesOf, type ProjectViewDefinition } from './manifest';

export { projectViewsOf, remoteNamesOf, type ProjectViewDefinition } from './manifest';
export type { ProjectViewProp, RemotesManifest };

export const REMOTES_MANIFEST: RemotesManifest = remotesManifest;

type ManifestRemote = (typeof remotesManifest.remotes)[number];
type ManifestView = (typeof remotesManifest.projectViews)[number];

export const REMOTE_NAMES: readonly RemoteName[] = remoteNamesOf(remotesManifest) as RemoteName[];
export type RemoteName = ManifestRemote['federationName'];
/** A federated module id: '<remote>/<exposed module>', e.g. 'mfe_tasks/ProjectTasksView'. */
export type RemoteModuleId = `${RemoteName}/${string}`;

/** Views of the project detail page, in switcher order. */
export type ProjectViewKey = ManifestView['key'];
export const PROJECT_VIEWS: readonly ProjectViewDefinition<ProjectViewKey>[] =
  projectViewsOf(remotesManifest) as ProjectViewDefinition<ProjectViewKey>[];

/** An icon @tessera/shared exports. The manifest's view icons must be such names (checked when shared is type-checked). */
export type SharedIconName = keyof typeof icons;
type UnknownViewIcons = Exclude<ManifestView['icon'], SharedIconName>;
// Fails to compile, naming the icon, when a view's icon is not one shared exports.
const _viewIconsAreSharedIcons: [UnknownViewIcons] extends [never] ? true : UnknownViewIcons = true;

/** The icon component a manifest names ('AppstoreOutlined'), or undefined when shared exports no such icon. */
export function iconByName(name: string): ComponentType | undefined {
  return Object.hasOwn(icons, name) ? (icons as Record<string, ComponentType>)[name] : undefined;
}

/** The remote part of a module id ('mfe_tasks/ProjectTasksView' -> 'mfe_tasks'). */
export function remoteNameOf(id: string): string {
  const slash = id.indexOf('/');
  return slash === -1 ? id : id.slice(0, slash);
}
