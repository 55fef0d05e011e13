import { describe, expect, it } from 'vitest';
import { getFilters, resetAllFilters, setFilters } from './filters-store.ts';

describe('filters store', () => {
  it('keeps filters per page until the selection changes', () => {
    const defaults = { brand: '', days: 30 };
    expect(getFilters('incidents', defaults)).toBe(defaults);
    setFilters('incidents', { brand: 'Contoso', days: 90 });
    setFilters('super-feed', { type: [0] });
    expect(getFilters('incidents', defaults)).toEqual({ brand: 'Contoso', days: 90 });
    resetAllFilters();
    expect(getFilters('incidents', defaults)).toBe(defaults);
    expect(getFilters('super-feed', { type: [] })).toEqual({ type: [] });
  });
});
