// Real mouse drags on the boards (the tasks board and the sprint board share @hello-pangea/dnd and its sensors).
import type { Locator, Page } from '@playwright/test';

/** A real mouse drag: press, pass the 3 px threshold, travel to the target in steps, release. */
export async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const size = await source.boundingBox();
  if (!size) throw new Error('drag source is not on screen');
  // Raw mouse events skip Playwright's checks: wait until the press point reaches the card itself, not a dialog
  // that is still closing over it, then measure where things are once it has gone.
  const press = { x: size.width / 2, y: Math.min(20, size.height / 2) };
  await source.hover({ trial: true, position: press });
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  const startX = from.x + press.x;
  const startY = from.y + press.y;
  // Stay at the card's height when the target list reaches it, else aim just inside the target's end.
  const endY = Math.min(Math.max(startY, to.y + 20), to.y + to.height - 10);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 6, startY + 2, { steps: 3 });
  // The library lifts the card on the next animation frame; give it frames between moves as a hand would.
  await page.waitForTimeout(100);
  const steps = 15;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(startX + 6 + ((to.x + to.width / 2 - startX - 6) * i) / steps, startY + ((endY - startY) * i) / steps);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
  await page.mouse.up();
}
