// An antd Tag in one of the sprint area's AA tones (model/tones.ts) instead of a preset colour.
import type { ComponentProps } from 'react';
import { Tag } from '@tessera/shared';
import { TONE_STYLES, type Tone } from '../model/tones';

export interface ToneTagProps extends Omit<ComponentProps<typeof Tag>, 'color'> {
  tone: Tone;
}

export function ToneTag({ tone, style, ...props }: ToneTagProps) {
  return <Tag {...props} data-tone={tone} style={{ ...TONE_STYLES[tone], ...style }} />;
}
