import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStartTheme, THEME_STORAGE_KEY } from '../../../../src/app/shell/theme';

const root = () => document.documentElement;

describe('applyStartTheme', () => {
  afterEach(() => {
    root().className = '';
  });

  it('forces light over a saved dark theme, replacing the class and keeping the others', () => {
    root().className = 'dark keep-me';
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyStartTheme();
    expect([...root().classList].sort()).toEqual(['keep-me', 'light']);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('still applies light when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    applyStartTheme();
    expect(root().className).toBe('light');
  });
});
