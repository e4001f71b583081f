import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme-provider';
import { START_THEME } from '../lib/theme';

/** Everything around the router: the same in the browser and in the build's prerender (src/prerender.tsx). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <ThemeProvider startTheme={START_THEME}>{children}</ThemeProvider>
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
