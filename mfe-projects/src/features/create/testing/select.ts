// Test support: choosing an option of an antd Select the way a user does (open it, click the option).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function chooseOption(user: UserEvent, selectTestId: string, label: string): Promise<void> {
  const select = screen.getByTestId(selectTestId);
  const combobox = select.getAttribute('role') === 'combobox' ? select : within(select).getByRole('combobox');
  await user.click(combobox);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (item) => item.getAttribute('title') === label || item.textContent === label,
    );
    if (!found) throw new Error(`no option '${label}' in ${selectTestId}`);
    return found;
  });
  await user.click(option);
}
