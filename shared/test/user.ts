// user-event tuned for antd in jsdom: no delay between keystrokes, and no pointer-events check (it calls
// getComputedStyle up the whole tree on every action, which is very slow with antd's CSS-in-JS styles).
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

export type TestUser = ReturnType<typeof userEvent.setup>;

/** `options` add to these (e.g. `advanceTimers` under fake timers). */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}): TestUser {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}

/** Fills a field at once (antd forms re-render per keystroke). */
export async function fill(user: TestUser, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}
