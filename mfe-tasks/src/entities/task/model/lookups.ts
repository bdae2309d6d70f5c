// Values every task view looks up per task (colours, avatars, today), built once per render of the view.
import dayjs from 'dayjs';
import type { AssigneeOption } from './assignees';
import type { TaskPriority } from './priorities';
import type { TaskType } from './types';
import { readableOnWhite } from './readable-color';

export interface TaskLookups {
  /** Chip colours, at AA contrast with white (as text on white or as the background of white text). */
  typeColors: ReadonlyMap<number, string>;
  priorityColors: ReadonlyMap<number, string>;
  /** Member avatars by user id (work packages do not carry them). */
  avatars: ReadonlyMap<number, string | null>;
  /** 'YYYY-MM-DD' in the browser's time zone, for the overdue mark. */
  today: string;
}

export function buildTaskLookups(
  types: readonly TaskType[],
  priorities: readonly TaskPriority[],
  members: readonly AssigneeOption[],
  today: string = dayjs().format('YYYY-MM-DD'),
): TaskLookups {
  return {
    typeColors: new Map(types.map((type) => [type.id, readableOnWhite(type.color)])),
    priorityColors: new Map(priorities.map((priority) => [priority.id, readableOnWhite(priority.color)])),
    avatars: new Map(members.filter((member) => member.type === 'User').map((member) => [member.id, member.avatar])),
    today,
  };
}
