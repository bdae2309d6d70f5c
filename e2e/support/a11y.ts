// Issue 21: every page and dialog passes axe (WCAG 2.2 AA) with no serious or critical violation.
// `expectAccessible` runs axe-core on what the page shows now (an open dialog or drawer included) and fails with
// a readable list: rule, impact, help and the first offending elements, so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './ui';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);
// Page structure the issue asks for (one main landmark, one h1, ordered headings, all content in landmarks): axe
// files these as best practices of moderate impact, so they are checked at any impact.
const STRUCTURE_RULES = new Set(['landmark-one-main', 'page-has-heading-one', 'heading-order', 'region', 'landmark-unique']);

export interface AccessibleOptions {
  /** Limit the check to a part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Leave out parts that are not ours (none today); each exclusion needs a comment saying why. */
  exclude?: string[];
}

/** Fails when axe finds a serious or critical WCAG 2.2 AA violation, or a page-structure one, on the page as it is now. */
export async function expectAccessible(page: Page, label: string, options: AccessibleOptions = {}): Promise<void> {
  // axe reads colours as they are on screen: a dialog or its mask half-way through antd's opening fade reads as
  // low contrast. Wait until no finite animation or transition is running (spinners loop forever and are skipped).
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS, 'best-practice']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter(
    (violation) =>
      STRUCTURE_RULES.has(violation.id) || (BLOCKING.has(violation.impact ?? '') && violation.tags.some((tag) => WCAG_AA_TAGS.includes(tag))),
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe on ${label}`).toEqual([]);
}
