// One toolbar button: a short visible glyph, its full name for assistive technology (as hidden text, so the name a
// screen reader speaks and the glyph on screen never disagree for voice control), and aria-pressed for what toggles.
import { Button, VisuallyHidden } from '@tessera/shared';
import type { ReactNode } from 'react';

export interface ToolbarButtonProps {
  label: string;
  glyph: ReactNode;
  onClick: () => void;
  /** Toggles: its state is announced as pressed / not pressed. Actions (undo, insert table) leave it undefined. */
  pressed?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function ToolbarButton({ label, glyph, onClick, pressed, disabled, testId }: ToolbarButtonProps) {
  return (
    <Button
      size="small"
      type={pressed ? 'primary' : 'text'}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      data-testid={testId}
      // Keep the editor's selection: a mouse press on a button would otherwise blur the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden style={{ fontWeight: 600, minWidth: 16, display: 'inline-block' }}>
        {glyph}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
}
