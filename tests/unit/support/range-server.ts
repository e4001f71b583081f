// A fake `fetch` serving one file's bytes the way a static server does: 206 for a Range, 416 past the
// end. It records every request, so tests can say how many bytes were asked for, and how.

export interface RangeServerOptions {
  /** Answer 200 with the whole file, as a server that ignores Range would. */
  ignoreRange?: boolean;
  status?: number;
  /** Never answer (until the request is aborted). */
  hang?: boolean;
}

export interface RangeServer {
  fetch: typeof fetch;
  /** The Range header of each request, in order ("" when there was none). */
  ranges: string[];
  /** Bytes of the file that reached the reader (a cancelled body counts only what was read). */
  bytesRead: () => number;
}

export function rangeServer(file: Uint8Array, options: RangeServerOptions = {}): RangeServer {
  const ranges: string[] = [];
  let pulled = 0;

  const body = (bytes: Uint8Array) =>
    new ReadableStream<Uint8Array>({
      // 1 KB at a time, so a reader that stops early is seen to stop early.
      start() {},
      pull(controller) {
        const chunk = bytes.subarray(0, 1024);
        bytes = bytes.subarray(chunk.length);
        if (chunk.length === 0) controller.close();
        else {
          pulled += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });

  const fetchImpl = (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const range = new Headers(init?.headers).get('Range') ?? '';
    ranges.push(range);
    if (options.hang) {
      return new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    }
    if (options.status) return Promise.resolve(new Response('nope', { status: options.status }));
    const match = /^bytes=(\d+)-(\d+)$/.exec(range);
    if (!match || options.ignoreRange) return Promise.resolve(new Response(body(file), { status: 200 }));
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), file.length - 1);
    if (start >= file.length) {
      return Promise.resolve(
        new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${file.length}` } }),
      );
    }
    return Promise.resolve(
      new Response(body(file.slice(start, end + 1)), {
        status: 206,
        headers: { 'Content-Range': `bytes ${start}-${end}/${file.length}` },
      }),
    );
  };

  return { fetch: fetchImpl, ranges, bytesRead: () => pulled };
}
