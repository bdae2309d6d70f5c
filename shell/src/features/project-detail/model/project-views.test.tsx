import { isValidElement } from 'react';
import { REMOTES_MANIFEST, iconByName, projectViewsOf, type RemotesManifest } from '@tessera/shared';
import { mapProjectDetail } from '@tessera/shared';
import { projectHal } from '@tessera/shared/test/fixtures';
import {
  PROJECT_ACTIONS_REMOTE, PROJECT_TASK_PANEL_REMOTE, PROJECT_VIEW_OPTIONS, PROJECT_VIEW_REMOTES, VIEWS_WITH_TASK_PANEL,
  projectViewProps, projectViewTableOf,
} from './project-views';

const exposedModules = (manifest: RemotesManifest) =>
  manifest.remotes.flatMap((remote) => remote.exposes.map((module) => `${remote.federationName}/${module}`));

describe('the project view table (from the remotes manifest)', () => {
  test('has every manifest view in switcher order, each with its icon and remote', () => {
    expect(PROJECT_VIEW_OPTIONS.map((option) => [option.key, option.label])).toEqual(
      REMOTES_MANIFEST.projectViews.map((view) => [view.key, view.label]),
    );
    for (const view of REMOTES_MANIFEST.projectViews) {
      expect(iconByName(view.icon)).toBeDefined();
      expect(PROJECT_VIEW_REMOTES[view.key as keyof typeof PROJECT_VIEW_REMOTES]).toBe(view.module);
    }
    expect([...VIEWS_WITH_TASK_PANEL]).toEqual(['scrum']);
  });

  test('the modules the shell mounts outside the view table are exposed by their remotes', () => {
    const exposed = exposedModules(REMOTES_MANIFEST);
    for (const id of [PROJECT_TASK_PANEL_REMOTE, PROJECT_ACTIONS_REMOTE, 'mfe_projects/ProjectsPage']) expect(exposed).toContain(id);
  });

  test('a view added to a copy of the manifest gets its option, icon, remote and props', () => {
    const manifest: RemotesManifest = {
      remotes: [...REMOTES_MANIFEST.remotes, { package: 'mfe-wiki', federationName: 'mfe_wiki', devPort: 3107, exposes: ['ProjectWikiView'] }],
      projectViews: [
        ...REMOTES_MANIFEST.projectViews,
        { key: 'wiki', label: 'Wiki', icon: 'ProfileOutlined', module: 'mfe_wiki/ProjectWikiView', props: ['projectId', 'projectName'], taskPanel: true },
      ],
    };
    const table = projectViewTableOf(projectViewsOf(manifest));
    const wiki = table.options.at(-1)!;
    expect(wiki).toMatchObject({ key: 'wiki', label: 'Wiki' });
    expect(isValidElement(wiki.icon) && wiki.icon.type).toBe(iconByName('ProfileOutlined'));
    expect(table.remotes.wiki).toBe('mfe_wiki/ProjectWikiView');
    expect(table.props.wiki).toEqual(['projectId', 'projectName']);
    expect(table.withTaskPanel.has('wiki')).toBe(true);
    expect(table.options).toHaveLength(PROJECT_VIEW_OPTIONS.length + 1);
  });

  test('each view receives exactly the props its manifest entry lists', () => {
    const project = mapProjectDetail(projectHal({ id: 5, name: 'Apollo' }));
    expect(projectViewProps('kanban', project)).toEqual({ projectId: 5, mode: 'kanban' });
    expect(projectViewProps('calendar', project)).toEqual({ projectId: 5, mode: 'calendar' });
    expect(projectViewProps('documents', project)).toEqual({ projectId: 5, projectName: 'Apollo' });
    expect(projectViewProps('forums', project)).toEqual({ projectId: 5 });
  });
});
