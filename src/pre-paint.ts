// Inlined into index.html by the build (scripts/prerender.ts), after the prerendered home page it shows.
import { showPrerendered } from './app/gallery/prerendered';

showPrerendered();
