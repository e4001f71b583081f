// The dev server's answer with bytes in memory, as the production server answers with a file: GET or HEAD, and a
// Range of one span answered with 206 (416 past the end), which the EXIF worker's ranged reads rely on.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** `bytes=0-575`, `bytes=100-`, `bytes=-500`: the span asked for (both ends in), or undefined to answer whole. */
export function rangeOf(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  // None, several spans, or one a server may ignore (RFC 9110, 14.2).
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '') {
    if (to === '') return undefined;
    // The last `to` bytes.
    const length = Number(to);
    return length === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - length), size - 1];
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? undefined : [start, end];
}

export function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries({ 'Accept-Ranges': 'bytes', ...headers })) res.setHeader(name, value);
  const span = rangeOf(req.headers.range, bytes.length);
  if (span === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${String(bytes.length)}`);
    res.end();
    return;
  }
  const [start, end] = span ?? [0, bytes.length - 1];
  if (span) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${String(start)}-${String(end)}/${String(bytes.length)}`);
  }
  res.setHeader('Content-Length', String(end - start + 1));
  res.end(req.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1));
}
