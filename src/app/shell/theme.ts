// The spec's theme, saved under `vite-ui-theme` and applied as a class on <html>: forced to light at start with
// no control shown, so index.html ships class="light" and this records the choice once the app runs.
import { writeStorage } from '../../store/safe-storage';

export const THEME_STORAGE_KEY = 'vite-ui-theme';
const START_THEME = 'light';

/** Puts `light` on <html> in place of `dark`, and saves it as the visitor's theme. */
export function applyStartTheme(root: HTMLElement = document.documentElement): void {
  root.classList.remove('dark');
  root.classList.add(START_THEME);
  writeStorage(THEME_STORAGE_KEY, START_THEME);
}
