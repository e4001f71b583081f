// A photo's page drawn before all of it has come (a slow phone's parser lays out what it has): nothing the slideshow
// shows of the first part moves when the rest arrives.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { layoutShifts, slideshow, watchLayoutShifts } from '../support';

const PATH = '/p/honey-bee';
/** Headers the proxy does not pass on: it asks for and sends plain bytes of its own length. */
const HOP = new Set([
  'host',
  'connection',
  'accept-encoding',
  'content-encoding',
  'content-length',
  'transfer-encoding',
]);

const passOn = (headers: IncomingHttpHeaders | Headers): Record<string, string> =>
  Object.fromEntries(
    [...(headers instanceof Headers ? headers : Object.entries(headers))].flatMap(([name, value]) =>
      HOP.has(name) || value === undefined ? [] : [[name, String(value)]],
    ),
  );

/**
 * The site as `origin` serves it, through a proxy that sends PATH's page up to `cut(html)` and keeps the rest until
 * `release` is called, as a slow network would.
 */
async function servedInTwo(origin: string, cut: (html: string) => number) {
  let release: () => void = () => undefined;
  const rest = new Promise<void>((resolve) => (release = resolve));
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const upstream = await fetch(new URL(request.url ?? '/', origin), { headers: passOn(request.headers) });
    response.writeHead(upstream.status, passOn(upstream.headers));
    if (request.url !== PATH) return void response.end(Buffer.from(await upstream.arrayBuffer()));
    const html = await upstream.text();
    const at = cut(html);
    response.write(html.slice(0, at));
    await rest;
    response.end(html.slice(at));
  };
  const server = createServer((request, response) => void serve(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${String(port)}${PATH}`,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The page up to the end of the toolbar's first tool: the row has one of its tools. */
const afterFirstTool = (html: string) => {
  const end = html.indexOf('</button>', html.indexOf('class="slide-toolbar"'));
  expect(end, 'the page has a toolbar with a tool').toBeGreaterThan(0);
  return end + '</button>'.length;
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the slideshow’s tools show once their row is whole, so none moves as the rest of the page arrives (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    const site = await servedInTwo(baseURL ?? '', afterFirstTool);
    try {
      await page.setViewportSize(viewport);
      await watchLayoutShifts(page);
      await page.goto(site.url, { waitUntil: 'commit' });
      // The first part is drawn: the photo, and of the toolbar its first tool.
      await expect(slideshow(page).getByRole('img')).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
      site.release();
      await expect(slideshow(page).getByRole('toolbar', { name: 'Photo' }).getByRole('button')).toHaveCount(5);
      await expect(slideshow(page).getByRole('button', { name: 'Zoom' })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      site.release();
      await site.close();
    }
  });
}
