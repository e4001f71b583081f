// Markup for a page read with its scripts off (the build draws a page of cards so, for <noscript>): its images named
// at once and left to the browser's lazy loading, and each card a link to its photo's page. The pre-paint script
// makes the same markup into what the app renders (gallery/card-slots.ts) when scripts run.
import { createContext, useContext } from 'react';

const ScriptsOff = createContext(false);

export const ScriptsOffMarkup = ScriptsOff.Provider;

/** True while drawing markup for a visitor whose browser runs no script. */
export const useScriptsOff = (): boolean => useContext(ScriptsOff);
