import { toBoolean } from '../../db/values.ts';
import { link } from '../../http/hal.ts';
import type { StatusRecord } from './queries.ts';

export function representStatus(status: StatusRecord) {
  return {
    _type: 'Status',
    id: status.id,
    name: status.name,
    color: status.color,
    position: status.position,
    isClosed: toBoolean(status.is_closed),
    isDefault: toBoolean(status.is_default),
    // No status makes its work packages read-only (OpenProject's readonly statuses are an Enterprise feature).
    isReadonly: false,
    _links: { self: link(`/statuses/${status.id}`, status.name) },
  };
}
