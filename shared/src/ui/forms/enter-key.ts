// Enter in a date picker confirms the date typed there. The browser would also submit the form (implicit
// submission) before the rest is filled in: a typed start date and Enter created a version without its end date.
// (antd's selects already keep Enter to themselves.) Shared by every form with a date picker (versions, sprints).
import type { KeyboardEvent } from 'react';

/** antd's date pickers (their inputs carry no role to recognise them by). */
const DATE_PICKER_SELECTOR = '.ant-picker';

/** A form's onKeyDown: Enter in a date picker stays there; in a text field it still submits, after the form's rules. */
export function keepEnterInDatePickers(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' && event.target instanceof Element && event.target.closest(DATE_PICKER_SELECTOR)) event.preventDefault();
}
