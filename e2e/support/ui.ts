// antd widgets as a person uses them: options chosen once the dropdown has settled, toasts read where antd shows them.
import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of an antd Select: open it, type to search, click the option with that exact text. */
export async function chooseOption(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await page.keyboard.type(text);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
  await expect(option).toBeVisible();
  // A click during the dropdown's opening animation can be lost; let it settle as a person would.
  await page.waitForTimeout(300);
  await option.click();
  await expect(select).toContainText(text);
}

/**
 * Waits until no finite animation or transition is running (spinners loop forever and are skipped): a click during
 * antd's opening zoom of a dialog can be lost, and colours read half-way through a fade are not the final ones.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Selects a tab as a person does, once its dialog or drawer has finished opening: during antd's opening zoom the tab
 * list is measured narrow, and the focus a mousedown gives a tab scrolls that list, so the mouseup can land beside the
 * tab and the click is lost (the tab is focused, not selected).
 */
export async function selectTab(page: Page, tab: Locator): Promise<void> {
  await animationsSettled(page);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Answers an antd Popconfirm with the named button, once it has finished opening: a click during its opening zoom can
 * be lost, leaving the question on screen (seen once in CI on 'Remove').
 */
export async function confirmPopconfirm(page: Page, button: string | RegExp): Promise<void> {
  const popconfirm = page.locator('.ant-popconfirm:visible');
  await expect(popconfirm).toBeVisible();
  await animationsSettled(page);
  await popconfirm.getByRole('button', { name: button }).click();
  await expect(popconfirm).toBeHidden();
}

export async function toast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.ant-message, .ant-notification').getByText(text, { exact: false }).first()).toBeVisible();
}
