// A Download link's click: a private photo's file, which only the service worker can open, is fetched by the page and
// saved under the link's name; a public photo's is left to the browser; a file that cannot be fetched is a warning,
// not a rejection.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveOpened } from '../../../../src/lib/private/save-opened';

function clickOn(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = 'Porch swing in the rain.jpg';
  const event = { currentTarget: link, preventDefault: vi.fn() };
  saveOpened(event);
  return event;
}

describe('saveOpened', () => {
  const saved: { href: string; download: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:opened-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("saves a private photo from the page's own fetch, under the link's name", async () => {
    const fetched = vi.fn(() => Promise.resolve(new Response(new Uint8Array([0xff, 0xd8, 0xff]))));
    vi.stubGlobal('fetch', fetched);
    const event = clickOn('/private/family/family.0123abcd.jpg');
    expect(event.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/private\/family\/family\.0123abcd\.jpg$/));
    expect(saved[0]).toEqual({ href: 'blob:opened-photo', download: 'Porch swing in the rain.jpg' });
  });

  it("leaves a public photo's link to the browser", () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const event = clickOn('/photos/harbour.jpg');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('warns once, and saves nothing, when the file cannot be fetched', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    clickOn('/private/family/family.0123abcd.jpg');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Download failed: .*404/);
    expect(saved).toEqual([]);
  });
});
