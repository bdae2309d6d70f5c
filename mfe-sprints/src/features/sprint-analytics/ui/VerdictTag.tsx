// A health verdict as a coloured tag whose tooltip says why: the numbers, then the rule (keyboard users reach it too).
import { Tag, Tooltip } from '@tessera/shared';
import type { SprintVerdict } from '../../sprints/api/sprint-statistics-api';
import { NOT_MEASURED_LABEL, VERDICT_COLORS, VERDICT_LABELS } from '../model/health';

export interface VerdictTagProps {
  /** null: the check could not be measured. */
  verdict: SprintVerdict | null;
  explanation: string;
  rule: string;
  'data-testid'?: string;
}

export function VerdictTag({ verdict, explanation, rule, 'data-testid': testId }: VerdictTagProps) {
  const why = (
    <>
      <div>{explanation}</div>
      {verdict ? <div style={{ marginTop: 4 }}>Rule: {rule}</div> : null}
    </>
  );
  return (
    <Tooltip title={why}>
      <Tag color={VERDICT_COLORS[verdict ?? 'unknown']} tabIndex={0} data-testid={testId} data-verdict={verdict ?? 'not_measured'}>
        {verdict ? VERDICT_LABELS[verdict] : NOT_MEASURED_LABEL}
      </Tag>
    </Tooltip>
  );
}
