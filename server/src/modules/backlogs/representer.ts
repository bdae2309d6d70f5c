import { toBoolean } from '../../db/values.ts';
import { actionLink, link } from '../../http/hal.ts';
import type { StoryRow } from './queries.ts';

const hours = (value: number | string | null) => (value === null ? null : Number(value));

/** Spec 002 section 3 'Story', with the links and lockVersion a client needs to edit it through /work_packages. */
export function representStory(row: StoryRow) {
  return {
    _type: 'Story',
    id: row.id,
    subject: row.subject,
    storyPoints: row.story_points,
    position: row.position,
    type: { id: row.type_id, name: row.type_name },
    status: { id: row.status_id, name: row.status_name, color: row.status_color, isClosed: toBoolean(row.is_closed) },
    estimatedHours: hours(row.estimated_hours),
    remainingHours: hours(row.remaining_hours),
    percentageDone: row.done_ratio,
    assignee: row.assigned_to_id === null ? null : { id: row.assigned_to_id, name: row.assignee_name ?? '' },
    project: { id: row.project_id, name: row.project_name },
    versionId: row.version_id,
    lockVersion: row.lock_version,
    _links: {
      self: link(`/work_packages/${row.id}`, row.subject),
      move: actionLink(`/work_packages/${row.id}/backlog_move`, 'post'),
    },
  };
}

export type Story = ReturnType<typeof representStory>;
