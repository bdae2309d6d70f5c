import { toBoolean, toIsoString } from '../../db/values.ts';
import { link } from '../../http/hal.ts';
import type { TypeRow } from './queries.ts';

/** OpenProject's Type. `isDefault` is the global default (the type new projects start with). */
export function representType(type: TypeRow) {
  return {
    _type: 'Type',
    id: type.id,
    name: type.name,
    color: type.color,
    position: type.position,
    isDefault: toBoolean(type.is_default),
    isMilestone: toBoolean(type.is_milestone),
    createdAt: toIsoString(type.created_at),
    updatedAt: toIsoString(type.updated_at),
    _links: { self: link(`/types/${type.id}`, type.name) },
  };
}

export interface AvailableTypeFlags {
  enabled: boolean;
  /** The project's default type (one of the enabled ones). */
  isDefault: boolean;
  /** Work packages of the project have this type. */
  inUse: boolean;
}

/**
 * A type as the project settings' Types tab shows it (spec 000 section 3: id, name, color, enabled, is_default,
 * in_use; the spec's own path, so its own field names). `is_default` is the project's default, not the global one.
 */
export function representAvailableType(type: TypeRow, flags: AvailableTypeFlags) {
  const { isDefault: _globalDefault, ...rest } = representType(type);
  return { ...rest, enabled: flags.enabled, is_default: flags.isDefault, in_use: flags.inUse };
}
