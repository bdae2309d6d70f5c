// The editor owns its content while the user types; when the value arrives from elsewhere (another task, a conflict
// reloaded, a sent comment cleared) the key changes and the editor reloads the saved text.
import { useCallback, useState } from 'react';

export function useResetKey(value: string): { resetKey: number; emitted: (value: string) => void } {
  // What the editor last reported, and the value this hook last saw.
  const [fromEditor, setFromEditor] = useState(value);
  const [seen, setSeen] = useState(value);
  const [resetKey, setResetKey] = useState(0);
  if (value !== seen) {
    // Adjusting state while rendering (React re-renders at once): the editor never shows stale text for a new value.
    setSeen(value);
    if (value !== fromEditor) setResetKey((key) => key + 1);
  }
  const emitted = useCallback((next: string) => setFromEditor(next), []);
  return { resetKey, emitted };
}
