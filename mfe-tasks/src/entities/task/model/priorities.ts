// Task priorities (spec 001 section 4): Low, Normal, High, Immediate (the board also knows Urgent).

export interface TaskPriority {
  id: number;
  name: string;
  color: string;
  position: number;
  isDefault: boolean;
}

export const PRIORITY_WEIGHTS: Readonly<Record<string, number>> = { Low: 1, Normal: 2, High: 3, Urgent: 4, Immediate: 5 };

/** The choices of the create form, in this order; form default Normal. */
export const FORM_PRIORITY_NAMES = ['Low', 'Normal', 'High', 'Immediate'] as const;
export const DEFAULT_PRIORITY_NAME = 'Normal';

const PRIORITY_ALIASES: Readonly<Record<string, string>> = {
  low: 'Low',
  normal: 'Normal',
  medium: 'Normal',
  high: 'High',
  urgent: 'Immediate',
  immediate: 'Immediate',
};

/** 'medium' -> 'Normal'; 'urgent' and 'immediate' -> 'Immediate'; other names unchanged. */
export function normalizePriorityName(name: string): string {
  return PRIORITY_ALIASES[name.trim().toLowerCase()] ?? name;
}

/** For sorting: Low 1 ... Immediate 5; unknown names 0. */
export function priorityWeight(name: string): number {
  return PRIORITY_WEIGHTS[name] ?? PRIORITY_WEIGHTS[normalizePriorityName(name)] ?? 0;
}

/** The create form's choices among the server's priorities (all of them when none carries a form name). */
export function formPriorities(priorities: readonly TaskPriority[]): TaskPriority[] {
  const wanted = new Set<string>(FORM_PRIORITY_NAMES);
  const chosen = priorities.filter((priority) => wanted.has(normalizePriorityName(priority.name)));
  return chosen.length > 0 ? chosen : [...priorities];
}

export function defaultPriorityOf(priorities: readonly TaskPriority[]): TaskPriority | undefined {
  return (
    priorities.find((priority) => normalizePriorityName(priority.name) === DEFAULT_PRIORITY_NAME) ??
    priorities.find((priority) => priority.isDefault) ??
    priorities[0]
  );
}
