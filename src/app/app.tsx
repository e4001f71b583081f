import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme-provider';
import { START_THEME } from '../lib/theme';
import { photoOrder } from '../store/photo-order';
import { openLinkedPhoto } from './photo-link';

// Before the first render, so a link to a photo opens straight on it, with no flash of the saved view.
openLinkedPhoto(photoOrder);

export function App() {
  return (
    <ErrorBoundary>
      <ThemeProvider startTheme={START_THEME}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
