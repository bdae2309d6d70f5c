// Project modules (Project Settings, Modules): the areas a project can switch off, with the server's names.
import { PROJECT_MODULE_LABELS, PROJECT_MODULES, type ProjectModuleName } from '../../../remotes.manifest';

export type { ProjectModuleName };
/** In the server's order, which is also the settings tab's (the one list: remotes.manifest.ts). */
export { PROJECT_MODULE_LABELS, PROJECT_MODULES };

export const isProjectModuleName = (name: string): name is ProjectModuleName => (PROJECT_MODULES as readonly string[]).includes(name);

/** The title of a switched-off module's screen: 'Forums Module Not Enabled' (spec 003 section 2). */
export const moduleNotEnabledTitle = (module: ProjectModuleName) => `${PROJECT_MODULE_LABELS[module]} Module Not Enabled`;

/** What the screen says under its title. */
export const moduleNotEnabledHelp = (module: ProjectModuleName) =>
  `This project has the ${PROJECT_MODULE_LABELS[module]} module switched off. A project admin can enable it in Project Settings, Modules.`;

/** A project's modules from its representation; answers without the field (older servers) have them all. */
export const enabledModulesOf = (names: readonly string[] | undefined): ProjectModuleName[] => (names ? names.filter(isProjectModuleName) : [...PROJECT_MODULES]);
