// 'Filter by User & Priority' (spec 001 section 2): a popover with Assignee, Priority and Sprint/Version sections.
// The Sprint/Version choices are the project's versions (not only those its tasks use), plus 'No version'.
import { useMemo } from 'react';
import { Badge, Button, Checkbox, Empty, FilterOutlined, Flex, Popover, Select, Typography } from '@tessera/shared';
import { assigneeKey, type AssigneeOption, ChoicesLoadFailed, type Task, type TaskPriority, useProjectVersions, versionFilterChoices } from '../../../entities/task';
import { useTaskFilters } from '../model/task-filters-store';
import {
  activeFilterCount,
  FILTER_BUTTON_LABEL,
  NO_VERSION_KEY,
  NO_VERSION_LABEL,
  NO_VERSIONS_MESSAGE,
  UNASSIGNED_KEY,
  VERSIONS_LOADING_MESSAGE,
} from '../model/task-filters';

export interface TaskFilterPopoverProps {
  projectId: number;
  /** Every task of the project (assignees and versions they use are offered even when no longer listed). */
  tasks: readonly Task[];
  /** How many tasks the filters let through. */
  shownCount: number;
  members: readonly AssigneeOption[];
  priorities: readonly TaskPriority[];
}

/** The project's members plus anyone assigned to a task who is not (or no longer) a member. */
export function assigneeChoices(members: readonly AssigneeOption[], tasks: readonly Task[]): Array<{ value: string; label: string }> {
  const byKey = new Map<string, string>();
  for (const member of members) byKey.set(assigneeKey(member), member.name);
  for (const task of tasks) for (const assignee of task.assignees) if (!byKey.has(assigneeKey(assignee))) byKey.set(assigneeKey(assignee), assignee.name);
  const people = [...byKey].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: UNASSIGNED_KEY, label: 'Unassigned' }, ...people];
}

export function TaskFilterPopover({ projectId, tasks, shownCount, members, priorities }: TaskFilterPopoverProps) {
  const { filters, update, reset } = useTaskFilters(projectId);
  const count = activeFilterCount(filters);
  const people = useMemo(() => assigneeChoices(members, tasks), [members, tasks]);
  const projectVersions = useProjectVersions(projectId);
  const versions = useMemo(
    () => versionFilterChoices(projectVersions.data ?? [], tasks.flatMap((task) => (task.version ? [task.version] : []))),
    [projectVersions.data, tasks],
  );

  let versionChoices;
  if (projectVersions.isError) {
    versionChoices = <ChoicesLoadFailed error={projectVersions.error} onRetry={() => void projectVersions.refetch()} />;
  } else if (projectVersions.isPending) {
    versionChoices = <Typography.Text type="secondary">{VERSIONS_LOADING_MESSAGE}</Typography.Text>;
  } else if (versions.length === 0) {
    versionChoices = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_VERSIONS_MESSAGE} style={{ margin: '4px 0' }} />;
  } else {
    versionChoices = (
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={[
          ...versions.map((version) => ({ value: String(version.id), label: version.name })),
          { value: NO_VERSION_KEY, label: NO_VERSION_LABEL },
        ]}
        value={filters.versionKeys}
        onChange={(versionKeys) => update({ versionKeys: versionKeys as string[] })}
        data-testid="task-filter-version"
      />
    );
  }

  const content = (
    <Flex vertical gap={12} style={{ width: 300 }} data-testid="task-filter-popover">
      <div>
        <Typography.Text strong>Assignee</Typography.Text>
        <Select
          mode="multiple"
          allowClear
          style={{ width: '100%', marginTop: 4 }}
          placeholder="Any assignee"
          aria-label="Assignee"
          options={people}
          value={filters.assigneeKeys}
          onChange={(assigneeKeys: string[]) => update({ assigneeKeys })}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="task-filter-assignee"
        />
      </div>
      <div>
        <Typography.Text strong>Priority</Typography.Text>
        <Checkbox.Group
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}
          options={priorities.map((priority) => ({ value: priority.id, label: priority.name }))}
          value={filters.priorityIds}
          onChange={(priorityIds) => update({ priorityIds: priorityIds as number[] })}
          data-testid="task-filter-priority"
        />
      </div>
      <div>
        <Typography.Text strong>Sprint/Version</Typography.Text>
        <div style={{ marginTop: 4 }}>{versionChoices}</div>
      </div>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary" data-testid="task-filter-count">
          {shownCount} of {tasks.length} tasks shown
        </Typography.Text>
        <Button size="small" onClick={reset} disabled={count === 0}>
          Clear filters
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={FILTER_BUTTON_LABEL}>
      <Badge count={count} size="small">
        <Button icon={<FilterOutlined />} data-testid="task-filter-button" aria-label={`${FILTER_BUTTON_LABEL}${count ? ` (${count} active)` : ''}`}>
          {FILTER_BUTTON_LABEL}
        </Button>
      </Badge>
    </Popover>
  );
}
