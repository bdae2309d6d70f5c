// Project modules (Project Settings, Modules): the areas a project can switch off, with the server's names.
import type { ProjectModuleName } from '../../../remotes.manifest';

export type { ProjectModuleName };

/** In the server's order (server/src/access/modules.ts), which is also the settings tab's. */
export const PROJECT_MODULES: readonly ProjectModuleName[] = ['work_package_tracking', 'backlogs', 'costs', 'documents', 'forums', 'github'];

export const PROJECT_MODULE_LABELS: Record<ProjectModuleName, string> = {
  work_package_tracking: 'Work packages',
  backlogs: 'Sprints',
  costs: 'Time and costs',
  documents: 'Documents',
  forums: 'Forums',
  github: 'GitHub',
};

export const isProjectModuleName = (name: string): name is ProjectModuleName => (PROJECT_MODULES as readonly string[]).includes(name);

/** The title of a switched-off module's screen: 'Forums Module Not Enabled' (spec 003 section 2). */
export const moduleNotEnabledTitle = (module: ProjectModuleName) => `${PROJECT_MODULE_LABELS[module]} Module Not Enabled`;

/** What the screen says under its title. */
export const moduleNotEnabledHelp = (module: ProjectModuleName) =>
  `This project has the ${PROJECT_MODULE_LABELS[module]} module switched off. A project admin can enable it in Project Settings, Modules.`;

/** A project's modules from its representation; answers without the field (older servers) have them all. */
export const enabledModulesOf = (names: readonly string[] | undefined): ProjectModuleName[] => (names ? names.filter(isProjectModuleName) : [...PROJECT_MODULES]);
