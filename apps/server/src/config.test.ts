import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config';

const base = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-123',
  DATA_DIR: '/tmp/focus-room-config-test',
};

describe('the operator settings (OPERATOR_NAME, OPERATOR_ADDRESS)', () => {
  it('are parsed once, blank as unset, with "\\n" in the address starting a new line', () => {
    expect(loadConfig(base).operator).toEqual({ name: null, address: null });
    expect(loadConfig({ ...base, OPERATOR_NAME: '', OPERATOR_ADDRESS: '' }).operator).toEqual({
      name: null,
      address: null,
    });
    const config = loadConfig({
      ...base,
      OPERATOR_NAME: ' Lea Beispiel ',
      OPERATOR_ADDRESS: 'Musterstraße 1\\n10115 Berlin\\nGermany',
    });
    expect(config.operator).toEqual({
      name: 'Lea Beispiel',
      address: 'Musterstraße 1\n10115 Berlin\nGermany',
    });
  });

  it('warn at start-up in production when either is missing, and only then', () => {
    expect(configWarnings(loadConfig(base))).toEqual([]);
    const production = { ...base, NODE_ENV: 'production' };
    expect(configWarnings(loadConfig(production))).toEqual([
      expect.stringMatching(/^OPERATOR_NAME and OPERATOR_ADDRESS are not set: .*imprint/),
    ]);
    expect(configWarnings(loadConfig({ ...production, OPERATOR_NAME: 'Lea Beispiel' }))).toEqual([
      expect.stringMatching(/^OPERATOR_ADDRESS is not set/),
    ]);
    expect(
      configWarnings(
        loadConfig({ ...production, OPERATOR_NAME: 'Lea Beispiel', OPERATOR_ADDRESS: 'Berlin' }),
      ),
    ).toEqual([]);
  });
});
