// The Types tab's choices: which types are enabled and which one is the default (spec 000 section 5:
// at least one type stays enabled, and the default is one of the enabled types).
import type { AvailableType } from '../api/available-types';

export interface TypesSelection {
  enabled: ReadonlySet<number>;
  defaultId: number | null;
}

export function initialSelection(types: readonly AvailableType[]): TypesSelection {
  const enabled = new Set(types.filter((type) => type.enabled).map((type) => type.id));
  const current = types.find((type) => type.enabled && type.isDefault);
  return { enabled, defaultId: current?.id ?? firstEnabled(types, enabled) };
}

function firstEnabled(types: readonly AvailableType[], enabled: ReadonlySet<number>): number | null {
  return types.find((type) => enabled.has(type.id))?.id ?? null;
}

/** Turns a type on or off; the last enabled type cannot be turned off, and the default moves off a disabled type. */
export function toggleType(types: readonly AvailableType[], selection: TypesSelection, typeId: number, on: boolean): TypesSelection {
  const enabled = new Set(selection.enabled);
  if (on) enabled.add(typeId);
  else {
    if (enabled.size <= 1 && enabled.has(typeId)) return selection;
    enabled.delete(typeId);
  }
  const defaultId = selection.defaultId !== null && enabled.has(selection.defaultId) ? selection.defaultId : firstEnabled(types, enabled);
  return { enabled, defaultId };
}

export function chooseDefault(selection: TypesSelection, typeId: number): TypesSelection {
  return selection.enabled.has(typeId) ? { ...selection, defaultId: typeId } : selection;
}

/** The body of PATCH /projects/{id}/available_types, ids in the order the types are listed. */
export function selectionPayload(types: readonly AvailableType[], selection: TypesSelection): { type_ids: number[]; default_type_id?: number } {
  const typeIds = types.filter((type) => selection.enabled.has(type.id)).map((type) => type.id);
  return selection.defaultId === null ? { type_ids: typeIds } : { type_ids: typeIds, default_type_id: selection.defaultId };
}

export function isSelectionChanged(types: readonly AvailableType[], selection: TypesSelection): boolean {
  const initial = initialSelection(types);
  if (initial.defaultId !== selection.defaultId || initial.enabled.size !== selection.enabled.size) return true;
  return [...selection.enabled].some((id) => !initial.enabled.has(id));
}
