// Work package types as the tasks area offers them (spec 001 sections 2, 4, 5).

export interface TaskType {
  id: number;
  name: string;
  color: string;
  /** The project's default type. */
  isDefault: boolean;
}

/** Creation default: the first match of these names, in this order, then the first type (spec 001 section 4). */
export const DEFAULT_TYPE_PREFERENCE = ['user story', 'story', 'feature', 'task'] as const;

/** Story points apply to these types only (spec 001 section 2). */
export const STORY_POINT_TYPE_NAMES = ['user story', 'feature', 'epic', 'bug'] as const;

export function defaultTypeOf(types: readonly TaskType[]): TaskType | undefined {
  for (const name of DEFAULT_TYPE_PREFERENCE) {
    const match = types.find((type) => type.name.trim().toLowerCase() === name);
    if (match) return match;
  }
  return types[0];
}

export function typeHasStoryPoints(typeName: string | undefined): boolean {
  if (!typeName) return false;
  return (STORY_POINT_TYPE_NAMES as readonly string[]).includes(typeName.trim().toLowerCase());
}
