// Theme rules, shared by the provider and tested on their own. The same storage key and classes as
// shadcn/ui's Vite theme provider, so its components would drop in unchanged.

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME: Theme = 'system';
/** The spec: "At start the theme is forced to light" (index.html sets it before first paint too). */
export const START_THEME: Theme = 'light';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts exactly one of `light` / `dark` on the root element, replacing the other. */
export function applyThemeClass(root: HTMLElement, resolved: ResolvedTheme): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
}
