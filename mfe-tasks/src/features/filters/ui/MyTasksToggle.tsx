// 'My tasks only' (spec 001 section 2): shows only the tasks assigned to the signed-in user; its tooltip says what
// the next click does.
import { Button, Tooltip, UserOutlined } from '@tessera/shared';
import { MY_TASKS_ONLY_LABEL, SHOW_ALL_TASKS_LABEL } from '../model/task-filters';
import { useTaskFilters } from '../model/task-filters-store';

export function MyTasksToggle({ projectId, disabled }: { projectId: number; disabled?: boolean }) {
  const { filters, update } = useTaskFilters(projectId);
  const on = filters.myTasksOnly;
  const label = on ? SHOW_ALL_TASKS_LABEL : MY_TASKS_ONLY_LABEL;
  return (
    <Tooltip title={label}>
      <Button
        type={on ? 'primary' : 'default'}
        icon={<UserOutlined />}
        aria-pressed={on}
        aria-label={label}
        disabled={disabled}
        onClick={() => update({ myTasksOnly: !on })}
        data-testid="my-tasks-toggle"
      >
        My tasks
      </Button>
    </Tooltip>
  );
}
