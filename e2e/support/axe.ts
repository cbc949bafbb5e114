import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type SeriousViolation = { id: string; impact: 'serious' | 'critical'; nodes: string[] };

/**
 * The serious and critical axe-core violations on the page as it is now (none are allowed), each with the
 * elements it was found on, so a failing `toEqual([])` says what to fix.
 */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap(({ id, impact, nodes }) =>
    impact === 'serious' || impact === 'critical'
      ? [{ id, impact, nodes: nodes.map((node) => node.target.join(' ')) }]
      : [],
  );
}
