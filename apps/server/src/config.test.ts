import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('SHED_LOOP_LAG_MS', () => {
  it.each([
    [undefined, 2_000],
    ['5000', 5_000],
    ['50', 100],
    ['not a number', 2_000],
    ['0', 0],
  ])('%s sheds at %d ms of lag (0: never)', (value, expected) => {
    const env = value === undefined ? {} : { SHED_LOOP_LAG_MS: value };
    expect(loadConfig(env).shedLoopLagMs).toBe(expected);
  });
});
