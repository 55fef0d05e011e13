import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CONFIG, parseThemeConfig } from './theme-config.ts';

describe('parseThemeConfig', () => {
  it('defaults to the spec keys with currency $', () => {
    expect(parseThemeConfig(null)).toEqual(DEFAULT_THEME_CONFIG);
    // isDark is absent: until the user picks, the system's light or dark setting applies.
    expect(Object.keys(DEFAULT_THEME_CONFIG).sort()).toEqual(
      ['currency', 'isFluid', 'isNavbarVerticalCollapsed', 'isRTL', 'navbarPosition', 'navbarStyle'].sort(),
    );
    expect(DEFAULT_THEME_CONFIG.currency).toBe('$');
  });

  it('keeps each valid stored key and drops the invalid ones', () => {
    const parsed = parseThemeConfig({
      isDark: true,
      isRTL: 'yes',
      navbarPosition: 'vertical',
      navbarStyle: 'neon',
      extra: 1,
    });
    expect(parsed).toEqual({ ...DEFAULT_THEME_CONFIG, isDark: true, navbarPosition: 'vertical' });
  });
});
