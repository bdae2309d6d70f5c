// A health verdict as a coloured tag whose tooltip says why: the numbers, then the rule (keyboard users reach it too).
import { Tooltip } from '@tessera/shared';
import { type SprintVerdict, ToneTag } from '../../../entities/sprint';
import { NOT_MEASURED_LABEL, VERDICT_TONES, VERDICT_LABELS } from '../model/health';

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
      <ToneTag tone={VERDICT_TONES[verdict ?? 'unknown']} tabIndex={0} data-testid={testId} data-verdict={verdict ?? 'not_measured'}>
        {verdict ? VERDICT_LABELS[verdict] : NOT_MEASURED_LABEL}
      </ToneTag>
    </Tooltip>
  );
}
