import { toIsoString } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import { money } from '../../http/inputs.ts';
import type { HourlyRateRecord } from './queries.ts';

/** A user's hourly rate in a project (`project` null: their default rate), valid from a day on. */
export function representHourlyRate(rate: HourlyRateRecord, mayEdit: boolean) {
  const self = `/hourly_rates/${rate.id}`;
  const links: Record<string, Link> = {
    self: link(self),
    user: link(`/users/${rate.user_id}`, rate.user_name),
    project: rate.project_id === null ? { href: null } : link(`/projects/${rate.project_id}`, rate.project_name ?? undefined),
  };
  if (mayEdit) {
    links.updateImmediately = actionLink(self, 'patch');
    links.delete = actionLink(self, 'delete');
  }
  return {
    _type: 'HourlyRate',
    id: rate.id,
    rate: money(rate.rate),
    validFrom: rate.valid_from,
    createdAt: toIsoString(rate.created_at),
    updatedAt: toIsoString(rate.updated_at),
    _links: links,
  };
}
