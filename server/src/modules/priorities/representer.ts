import { toBoolean } from '../../db/values.ts';
import { link } from '../../http/hal.ts';
import type { PriorityRecord } from './queries.ts';

export function representPriority(priority: PriorityRecord) {
  return {
    _type: 'Priority',
    id: priority.id,
    name: priority.name,
    color: priority.color,
    position: priority.position,
    isDefault: toBoolean(priority.is_default),
    isActive: toBoolean(priority.is_active),
    _links: { self: link(`/priorities/${priority.id}`, priority.name) },
  };
}
