// Driving the sprint dialogs' antd fields as a user does.
import { fireEvent, waitFor, within } from '@testing-library/react';

/** Types a date (YYYY-MM-DD) into a date picker and confirms it with Enter, as a keyboard user does. */
export function typeDate(input: HTMLElement, date: string): void {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

/** Opens a Select by its label and picks the option with this text. */
export async function choose(scope: ReturnType<typeof within>, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(scope.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((candidate) => candidate.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

export const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;
