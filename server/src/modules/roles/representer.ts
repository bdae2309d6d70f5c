import { link } from '../../http/hal.ts';

export function representRole(role: { id: number; name: string }) {
  return { _type: 'Role', id: role.id, name: role.name, _links: { self: link(`/roles/${role.id}`, role.name) } };
}
