// The key that opens search wherever the visitor is: the top bar answers it (shell/layout.tsx), the pre-paint script
// keeps an early press of it (shell/app-start.ts), and the slideshow's key sheet lists it.
export const SEARCH_KEY = '/';
