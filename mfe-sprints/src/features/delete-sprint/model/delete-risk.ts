// The Delete Sprint dialog's rules (spec 002 sections 2, 4 and 5): the risk level, what deleting does, the
// acknowledgements to tick and the typed-name confirmation.
import { VERSION_SHARING_LABELS, type ProjectVersion } from '@tessera/shared';

export type DeleteRisk = 'high' | 'medium' | 'low';

export interface WorkItemCounts {
  total: number;
  completed: number;
}

/** High with active (open) work items, medium with only completed ones, low with none. */
export function deleteRisk({ total, completed }: WorkItemCounts): DeleteRisk {
  if (total - completed > 0) return 'high';
  if (total > 0) return 'medium';
  return 'low';
}

export const RISK_LABELS: Record<DeleteRisk, string> = { high: 'High risk', medium: 'Medium risk', low: 'Low risk' };
export const RISK_DESCRIPTIONS: Record<DeleteRisk, string> = {
  high: 'This sprint still has active work items. Deleting it takes them out of the sprint while they are in progress.',
  medium: 'All work items of this sprint are completed. Deleting it removes the record of the sprint they were done in.',
  low: 'This sprint has no work items. Nothing else is affected.',
};
export const RISK_COLORS: Record<DeleteRisk, string> = { high: '#b42318', medium: '#b45309', low: '#15803d' };

const items = (count: number) => `${count} work item${count === 1 ? '' : 's'}`;

/** The deletion-impact list. */
export function deletionImpact(version: Pick<ProjectVersion, 'sharing'>, { total, completed }: WorkItemCounts): string[] {
  const impact = ['The sprint is deleted permanently; this cannot be undone.'];
  if (total > 0) {
    const active = total - completed;
    impact.push(
      `${items(total)} (${active} active, ${completed} completed) will be moved to Unassigned. The work items themselves are kept.`,
    );
  }
  impact.push("The sprint's burndown and statistics will no longer be available.");
  if (version.sharing !== 'none') {
    impact.push(`It is shared (${VERSION_SHARING_LABELS[version.sharing]}): it disappears from every project it is shared with.`);
  }
  return impact;
}

export type AcknowledgementKey = 'permanent' | 'workItems' | 'history';

export interface Acknowledgement {
  key: AcknowledgementKey;
  label: string;
}

/** Up to three boxes to tick; the work-items one only when the sprint has work items. */
export function acknowledgementsFor({ total }: WorkItemCounts): Acknowledgement[] {
  const list: Acknowledgement[] = [{ key: 'permanent', label: 'I understand that this sprint will be deleted permanently' }];
  if (total > 0) list.push({ key: 'workItems', label: `I understand that its ${items(total)} will be moved to Unassigned` });
  list.push({ key: 'history', label: "I understand that the sprint's burndown and statistics will be lost" });
  return list;
}

export const nameMismatchMessage = (name: string) => `Name doesn't match. Please type exactly: ${name}`;

/** The typed name's error: none while nothing is typed, or when it matches exactly. */
export function typedNameError(typed: string, name: string): string | null {
  return typed === '' || typed === name ? null : nameMismatchMessage(name);
}

/** Deleting is allowed once every box shown is ticked and the name is typed exactly. */
export function canConfirmDelete(required: readonly Acknowledgement[], ticked: ReadonlySet<AcknowledgementKey>, typed: string, name: string): boolean {
  return required.every((box) => ticked.has(box.key)) && typed === name;
}
