import { toIsoString } from '../../db/values.ts';
import { link } from '../../http/hal.ts';
import { membershipsHrefFor } from '../memberships/index.ts';

export interface GroupRecord {
  id: number;
  name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The group's memberships collection (filtered by the principal). */
const groupMembershipsHref = membershipsHrefFor('principal');

/** A group; `members` (its users) is given on GET /groups/{id} only, so lists stay one statement. */
export function representGroup(group: GroupRecord, members?: { id: number; name: string }[]) {
  return {
    _type: 'Group',
    id: group.id,
    name: group.name,
    createdAt: toIsoString(group.created_at),
    updatedAt: toIsoString(group.updated_at),
    ...(members ? { memberCount: members.length } : {}),
    _links: {
      self: link(`/groups/${group.id}`, group.name),
      memberships: { href: groupMembershipsHref(group.id), title: 'Memberships' },
      ...(members ? { members: members.map((member) => link(`/users/${member.id}`, member.name)) } : {}),
    },
  };
}
