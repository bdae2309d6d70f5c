// Reads a draft field as text (for the conflict notice: their value next to yours).
import { formatDate, formatHours } from '@tessera/shared';
import { usePriorities, useProjectTypes, useStatuses } from '../../../entities/task';
import type { DraftField, TaskDraft } from './task-draft';

const NONE = '—';

export function useDescribeField(projectId: number) {
  const statuses = useStatuses().data ?? [];
  const priorities = usePriorities().data ?? [];
  const types = useProjectTypes(projectId).data ?? [];
  const nameOf = (list: ReadonlyArray<{ id: number; name: string }>, id: number) => list.find((item) => item.id === id)?.name ?? `#${id}`;

  return (field: DraftField, draft: TaskDraft): string => {
    switch (field) {
      case 'statusId': return nameOf(statuses, draft.statusId);
      case 'priorityId': return nameOf(priorities, draft.priorityId);
      case 'typeId': return nameOf(types, draft.typeId);
      case 'assignee': return draft.assignee?.name ?? NONE;
      case 'parent': return draft.parent ? `#${draft.parent.id} ${draft.parent.title}`.trim() : NONE;
      case 'version': return draft.version?.name ?? NONE;
      case 'startDate': return formatDate(draft.startDate);
      case 'dueDate': return formatDate(draft.dueDate);
      case 'estimatedTime': return formatHours(draft.estimatedTime);
      case 'remainingTime': return formatHours(draft.remainingTime);
      case 'percentageDone': return draft.percentageDone === null ? NONE : `${draft.percentageDone}%`;
      case 'storyPoints': return draft.storyPoints === null ? NONE : String(draft.storyPoints);
      case 'description': return draft.description.trim() || NONE;
      case 'subject': return draft.subject.trim() || NONE;
    }
  };
}
