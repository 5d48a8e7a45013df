import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Scan = Awaited<ReturnType<AxeBuilder['analyze']>>;

function seriousOf(results: Scan) {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Fails on any serious or critical WCAG A/AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(seriousOf(results)).toEqual([]);
}

/**
 * axe-core's default rule set, none disabled, plus label-in-name (WCAG 2.5.3), which axe still
 * marks experimental and so leaves off by default: a control's accessible name must contain the
 * text it shows (WCAG 2.5.3, label in name). Fails, softly so one sweep lists every page's findings, on any
 * serious or critical violation.
 */
export async function expectNoSeriousViolationsDefaultRules(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect.soft(seriousOf(results), `axe on ${name}`).toEqual([]);
}
