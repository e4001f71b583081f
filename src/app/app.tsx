import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { MotionProvider } from './motion';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme-provider';
import { START_THEME } from '../lib/theme';

export function App() {
  return (
    <ErrorBoundary>
      <ThemeProvider startTheme={START_THEME}>
        <MotionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </MotionProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
