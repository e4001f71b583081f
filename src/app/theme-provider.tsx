// Theme context, after shadcn/ui's Vite provider: light, dark or system under `vite-ui-theme`, applied
// as a class on <html>. System follows the OS preference live. index.html sets `light` before CSS loads.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStorage, writeStorage } from '../lib/safe-storage';
import {
  applyThemeClass,
  DARK_QUERY,
  DEFAULT_THEME,
  isTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from '../lib/theme';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);

interface ThemeProviderProps {
  children: ReactNode;
  defaultTheme?: Theme;
  storageKey?: string;
  /** A theme to start in whatever was saved, and to save, as `setTheme` would. */
  startTheme?: Theme;
}

export function ThemeProvider({
  children,
  defaultTheme = DEFAULT_THEME,
  storageKey = THEME_STORAGE_KEY,
  startTheme,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => {
    if (startTheme) return startTheme;
    const stored = readStorage(storageKey);
    return isTheme(stored) ? stored : defaultTheme;
  });

  useEffect(() => {
    if (startTheme) writeStorage(storageKey, startTheme);
  }, [startTheme, storageKey]);

  useEffect(() => {
    const root = document.documentElement;
    if (theme !== 'system') {
      applyThemeClass(root, theme);
      return;
    }
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => applyThemeClass(root, resolveTheme('system', query.matches));
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme: (next) => {
        writeStorage(storageKey, next);
        setThemeState(next);
      },
    }),
    [theme, storageKey],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (context === undefined) throw new Error('useTheme must be used inside a ThemeProvider');
  return context;
}
