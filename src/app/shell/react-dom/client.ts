// react-dom/client, loaded with error stacks off.
//
// As it loads, React DOM builds five Error objects it keeps as markers (the "exceptions" it throws to
// suspend a render; their message and stack are never shown). With a DevTools client attached and its
// Runtime domain on, which is how Lighthouse, PageSpeed Insights, Playwright and this project's bench
// all load the page, V8 records each new Error's stack with line and column. For a frame in this chunk
// that means re-parsing the whole chunk (273 KiB) for its source positions: 150-230 ms at 4x CPU, which
// made running the main chunk the longest task after first paint (longtask entries with and without
// the Runtime domain, measured over a bare DevTools pipe). A visitor's browser never paid that; every
// tool that scores the page did. With `stackTraceLimit` unset while React DOM loads, the markers carry
// no stack and nothing is re-parsed. It is set back right after, for every error the app can meet.
//
// ES modules run in the order they are imported, so these three lines run off, React DOM, on.
import './stacks-off';
export { createRoot, hydrateRoot } from 'react-dom/client';
import './stacks-on';
