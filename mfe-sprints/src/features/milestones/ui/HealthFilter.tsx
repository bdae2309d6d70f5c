// Which health the list shows: a group of radio buttons (arrow keys move between them).
import { Radio } from '@tessera/shared';
import { HEALTH_FILTER_LABEL, HEALTH_FILTER_OPTIONS, type HealthFilter as Health } from '../model/milestone-display';

export function HealthFilter({ value, onChange }: { value: Health; onChange: (value: Health) => void }) {
  return (
    <Radio.Group
      aria-label={HEALTH_FILTER_LABEL}
      role="radiogroup"
      optionType="button"
      options={HEALTH_FILTER_OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value as Health)}
      data-testid="milestone-health-filter"
    />
  );
}
