// A private photo's Download. Chromium hands an <a download> to its download manager, whose request goes past the
// service worker that opens a private album's files, and so would ask the host for a file it does not have: the page
// fetches the opened JPEG itself, through the service worker, and saves those bytes under the link's name.

const VAULT = `${import.meta.env.BASE_URL}private/`;

/** A Download link's click: a link into a private album is saved from the page's own fetch, any other left as it is. */
export function saveOpened(event: { currentTarget: HTMLAnchorElement; preventDefault: () => void }): void {
  const { href, download } = event.currentTarget;
  if (!new URL(href, document.baseURI).pathname.startsWith(VAULT)) return;
  event.preventDefault();
  save(href, download).catch((error: unknown) => {
    console.warn(`Download failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}

async function save(href: string, name: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`the photo's file answered ${String(response.status)}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Kept until the browser has surely read it: some read a saved link's address after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
