import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type SeriousViolation = { id: string; impact: 'serious' | 'critical'; nodes: string[] };

/**
 * The serious and critical axe-core violations on the page as it is now (none are allowed), each with the
 * elements it was found on, so a failing `toEqual([])` says what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<SeriousViolation[]> {
  // `include` scans one part only (a CSS selector), for a second look after that part changed.
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.flatMap(({ id, impact, nodes }) =>
    impact === 'serious' || impact === 'critical'
      ? [{ id, impact, nodes: nodes.map((node) => node.target.join(' ')) }]
      : [],
  );
}
