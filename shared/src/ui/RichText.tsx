// Formattable text as the server rendered it: `html` is markdown already sanitised on the server (docs/api.md
// 'Formattable text'), so it is inserted as is; anything else a user typed is shown by React as text.
import type { CSSProperties, HTMLAttributes } from 'react';
import { Typography } from './antd';

const richTextStyle: CSSProperties = { overflowWrap: 'anywhere', overflowX: 'auto' };

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The `html` of a formattable text from the API (never text from anywhere else). */
  html: string;
}

/** antd's Typography styles the headings, lists, code and quotes inside it. */
export function RichText({ html, style, ...rest }: RichTextProps) {
  return (
    <Typography>
      <div {...rest} style={style ? { ...richTextStyle, ...style } : richTextStyle} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
