// Task statuses (spec 001 section 4): the standard four with fixed colours, which the server's colours override;
// any other status the server defines is a column too.

export interface TaskStatus {
  id: number;
  name: string;
  color: string;
  position: number;
  isClosed: boolean;
  isDefault: boolean;
}

export const STANDARD_STATUS_NAMES = ['New', 'In Progress', 'On Hold', 'Completed'] as const;

export const STANDARD_STATUS_COLORS: Readonly<Record<(typeof STANDARD_STATUS_NAMES)[number], string>> = {
  New: '#1677ff',
  'In Progress': '#fa8c16',
  'On Hold': '#8c8c8c',
  Completed: '#52c41a',
};

/** For a status that is neither standard nor coloured by the server. */
export const FALLBACK_STATUS_COLOR = '#8c8c8c';

/** Status id -> the server's colour. */
export type StatusColorLookup = ReadonlyMap<number, string>;

export function statusColorLookup(statuses: readonly TaskStatus[]): StatusColorLookup {
  return new Map(statuses.filter((status) => status.color).map((status) => [status.id, status.color]));
}

/** The server's colour for the status, else the standard colour of its name, else grey. */
export function statusColorOf(statusId: number, name: string, serverColors?: StatusColorLookup): string {
  return (
    serverColors?.get(statusId) ??
    STANDARD_STATUS_COLORS[name as keyof typeof STANDARD_STATUS_COLORS] ??
    FALLBACK_STATUS_COLOR
  );
}

/** The statuses in the server's order, each with its effective colour. */
export function withEffectiveColors(statuses: readonly TaskStatus[]): TaskStatus[] {
  return [...statuses]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((status) => ({ ...status, color: status.color || statusColorOf(status.id, status.name) }));
}

/** The creation default (spec 001 section 4): New, else the server's default, else the first. */
export function defaultStatusOf(statuses: readonly TaskStatus[]): TaskStatus | undefined {
  return (
    statuses.find((status) => status.name.toLowerCase() === 'new') ??
    statuses.find((status) => status.isDefault) ??
    statuses[0]
  );
}
