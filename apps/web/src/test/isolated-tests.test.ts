import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The `web` project runs its files in one shared module graph per worker (vitest.config.ts): a vi.mock
// there would miss a module another file imported first, or leak into the files after it. A file that
// replaces a module runs in the `web-isolated` project, which its name selects.
const src = path.resolve(import.meta.dirname, '..');
const MOCKS_A_MODULE = /\bvi\s*\.\s*(mock|doMock)\s*[<(]/;
const ISOLATED_NAME = /\.isolated\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(src, full)] : [];
  });
}

describe('test files that replace a module', () => {
  const files = testFiles(src);

  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('test/isolated-tests.test.ts');
  });

  it('are named *.isolated.test.ts(x), and only they', () => {
    const misnamed = files.filter((file) => {
      const mocks = MOCKS_A_MODULE.test(readFileSync(path.join(src, file), 'utf8'));
      return mocks !== ISOLATED_NAME.test(file);
    });
    expect(misnamed).toEqual([]);
  });
});
