import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The `web` project runs its files in one shared module graph per worker (vitest.config.ts): a vi.mock
// there would miss a module another file imported first, or leak into the files after it. A file that
// replaces a module runs in the `web-isolated` project, which its name selects.
const src = path.resolve(import.meta.dirname, '..');
const MOCKS_A_MODULE = /\bvi\s*\.\s*(mock|doMock)\s*[<(]/;
const ISOLATED_NAME = /\.isolated\.test\.tsx?$/;

function testFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full, root);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
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

// The `core` project shares a module graph per worker as well, and has no isolated variant: the rules are
// pure functions, tested through their inputs, so none of its files replaces a module, a global or the clock.
describe('core test files', () => {
  const core = path.resolve(src, '../../../packages/core/src');
  const files = testFiles(core);
  const REPLACES_SHARED_STATE = /\bvi\s*\.\s*(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\s*[<(]/;

  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('replace no module, global or clock', () => {
    const replacing = files.filter((file) =>
      REPLACES_SHARED_STATE.test(readFileSync(path.join(core, file), 'utf8')),
    );
    expect(replacing).toEqual([]);
  });
});
