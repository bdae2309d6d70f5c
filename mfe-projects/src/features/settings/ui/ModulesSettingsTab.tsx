// Project Settings > Modules (issue 16; spec 003 section 2 'Project Settings, Modules'): the areas the project uses.
// The choice is saved together; the project page's view switcher follows it at once (the project's cached detail).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert, App, Button, Checkbox, Flex, PROJECT_MODULES, PROJECT_MODULE_LABELS, Typography, VisuallyHidden, errorMessage,
  type ProjectDetail, type ProjectModuleName,
} from '@tessera/shared';
import { patchProject, storeUpdatedProject } from '../../../entities/project';
import { MODULE_DESCRIPTIONS, MODULES_INTRO, MODULES_SAVE_FAILED, MODULES_SAVED, READ_ONLY_NOTE } from '../model/settings-messages';

export interface ModulesSettingsTabProps {
  project: Pick<ProjectDetail, 'id' | 'enabledModules' | 'canUpdate'>;
}

export function ModulesSettingsTab({ project }: ModulesSettingsTabProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<ProjectModuleName>>(() => new Set(project.enabledModules));
  const save = useMutation({
    mutationFn: () => patchProject(project.id, { enabledModules: PROJECT_MODULES.filter((module) => chosen.has(module)) }),
    onSuccess: (hal) => {
      storeUpdatedProject(queryClient, hal);
      message.success(MODULES_SAVED);
    },
  });
  const toggle = (module: ProjectModuleName, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(module);
    else next.delete(module);
    setChosen(next);
  };
  const unchanged = PROJECT_MODULES.every((module) => chosen.has(module) === project.enabledModules.includes(module));
  return (
    <Flex vertical gap={16} data-testid="modules-settings">
      <Typography.Paragraph style={{ margin: 0 }}>{MODULES_INTRO}</Typography.Paragraph>
      {!project.canUpdate ? <Alert type="info" showIcon title={READ_ONLY_NOTE} /> : null}
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend>
          <VisuallyHidden>Modules</VisuallyHidden>
        </legend>
        <Flex vertical gap={12}>
          {PROJECT_MODULES.map((module) => (
            <Checkbox
              key={module}
              checked={chosen.has(module)}
              disabled={!project.canUpdate || save.isPending}
              onChange={(event) => toggle(module, event.target.checked)}
              data-testid={`module-${module}`}
            >
              <Typography.Text strong>{PROJECT_MODULE_LABELS[module]}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{MODULE_DESCRIPTIONS[module]}</Typography.Text>
              </div>
            </Checkbox>
          ))}
        </Flex>
      </fieldset>
      {save.isError ? <Alert type="error" showIcon title={MODULES_SAVE_FAILED} description={errorMessage(save.error)} /> : null}
      <div>
        <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={!project.canUpdate || unchanged} data-testid="save-modules">
          Save modules
        </Button>
      </div>
    </Flex>
  );
}
