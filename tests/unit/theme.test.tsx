import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from '../../src/app/theme-provider';
import { applyThemeClass, isTheme, resolveTheme, THEME_STORAGE_KEY } from '../../src/lib/theme';

/** A matchMedia whose dark-mode answer the test flips, telling listeners as the OS would. */
function fakeColorScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  return (
    <>
      <p>theme: {theme}</p>
      <button onClick={() => setTheme('dark')}>dark</button>
      <button onClick={() => setTheme('system')}>system</button>
    </>
  );
}

const root = () => document.documentElement;

describe('theme rules', () => {
  it.each([
    ['light', true],
    ['dark', true],
    ['system', true],
    ['Dark', false],
    ['', false],
    [null, false],
  ])('isTheme(%j) is %s', (value, expected) => {
    expect(isTheme(value)).toBe(expected);
  });

  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('resolves %s (OS dark: %s) to %s', (theme, dark, expected) => {
    expect(resolveTheme(theme, dark)).toBe(expected);
  });

  it('replaces the previous light/dark class and keeps the others', () => {
    root().className = 'light keep-me';
    applyThemeClass(root(), 'dark');
    expect([...root().classList].sort()).toEqual(['dark', 'keep-me']);
    applyThemeClass(root(), 'light');
    expect([...root().classList].sort()).toEqual(['keep-me', 'light']);
  });
});

describe('ThemeProvider', () => {
  beforeEach(() => {
    root().className = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defaults to system, following the OS preference live', () => {
    const os = fakeColorScheme(true);
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: system')).toBeTruthy();
    expect(root().classList.contains('dark')).toBe(true);
    act(() => os.set(false));
    expect(root().className).toBe('light');
    act(() => os.set(true));
    expect(root().className).toBe('dark');
  });

  it('restores a saved theme and saves a new choice under vite-ui-theme', () => {
    fakeColorScheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(root().className).toBe('dark');
    act(() => screen.getByRole('button', { name: 'system' }).click());
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(root().className).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    fakeColorScheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: system')).toBeTruthy();
  });

  it('starts in the forced start theme whatever was saved or the OS prefers, and saves it', () => {
    const os = fakeColorScheme(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider startTheme="light">
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(root().className).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    act(() => os.set(false));
    act(() => os.set(true));
    expect(root().className).toBe('light');
    expect(os.listeners.size).toBe(0);
  });

  it('stops listening to the OS when a fixed theme is chosen', () => {
    const os = fakeColorScheme(false);
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(os.listeners.size).toBe(1);
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(os.listeners.size).toBe(0);
    expect(root().className).toBe('dark');
  });

  it('works with storage that throws', () => {
    fakeColorScheme(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(
      <ThemeProvider startTheme="light">
        <ThemeSwitch />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(root().className).toBe('dark');
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ThemeSwitch />)).toThrow(/inside a ThemeProvider/);
  });
});
