// Who the site belongs to. The one place the owner's name is set: the header, the footer and the
// page title (index.html, through vite.config.ts) all read it from here.

export const OWNER_NAME = 'Alex Rivera';
export const SITE_TITLE = `${OWNER_NAME} · Photography`;
export const SITE_DESCRIPTION = `Photographs by ${OWNER_NAME}: landscapes, seascapes and close-ups.`;
