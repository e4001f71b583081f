// Worker realm: the first bytes of one file, read with `Range` requests, as far as a reader asks and no further.
// A budget of requests and bytes ends a pathological header as an error rather than a long download.

/** Past this many requests a header is pathological: stop and call the file unreadable. */
export const MAX_REQUESTS = 32;
/** The same past this many bytes downloaded: a server that ignores Range sends each from byte 0. */
export const MAX_READ_BYTES = 256 * 1024;

/** A file that cannot be read as far as needed: its message is the warning's reason. */
export class ReadError extends Error {}

/** A window on one file: its bytes from `offset`, grown or moved on demand with `Range` requests. */
export class RangeReader {
  offset = 0;
  bytes: Uint8Array = new Uint8Array(0);
  /** Where the file ends, once a read came back short. */
  fileEnd: number | undefined;
  requests = 0;
  downloaded = 0;

  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch,
    private readonly signal: AbortSignal,
  ) {}

  get end(): number {
    return this.offset + this.bytes.length;
  }

  slice(start: number, end: number): Uint8Array {
    return this.bytes.subarray(start - this.offset, end - this.offset);
  }

  /** Makes the window hold the file's `[start, need)`; when that takes a request, it asks up to `want`. */
  async cover(start: number, need: number, want = need): Promise<void> {
    if (start >= this.offset && need <= this.end) return;
    if (this.fileEnd === undefined || need <= this.fileEnd) {
      if (this.requests >= MAX_REQUESTS || this.downloaded >= MAX_READ_BYTES) {
        throw new ReadError(`gave up after ${this.requests} requests, ${this.downloaded} bytes, inside the header`);
      }
      // Grow the window when it reaches `start`, so no byte is asked for twice; otherwise move it.
      const from = start >= this.offset && start <= this.end ? this.end : start;
      const to = Math.max(need, want);
      const { at, chunk } = await this.read(from, to);
      if (at + chunk.length < to) this.fileEnd = at + chunk.length;
      if (at === this.end) this.bytes = concatBytes(this.bytes, chunk);
      else [this.offset, this.bytes] = [at, chunk];
    }
    if (need > this.end) throw new ReadError(`file ends at byte ${this.fileEnd ?? this.end}, inside its header`);
  }

  /** The file's bytes from `at`: `[from, to)`, or `[0, to)` from a server that ignores Range. */
  private async read(from: number, to: number): Promise<{ at: number; chunk: Uint8Array }> {
    this.requests += 1;
    const { fetchImpl } = this;
    const response = await fetchImpl(this.url, {
      headers: { Range: `bytes=${from}-${to - 1}` },
      signal: this.signal,
      // Pixels the visitor is waiting for come first; EXIF is the caption under them.
      priority: 'low',
    });
    let result: { at: number; chunk: Uint8Array };
    if (response.status === 206) {
      const first = /^bytes (\d+)-/.exec(response.headers.get('Content-Range') ?? '')?.[1];
      if (first !== undefined && Number(first) !== from) throw new ReadError(`asked for byte ${from}, got ${first}`);
      result = { at: from, chunk: await readAtMost(response, to - from) };
    } else if (response.status === 200) {
      // The server ignored Range and sends the whole file: take what was asked for and hang up.
      result = { at: 0, chunk: await readAtMost(response, to) };
    } else if (response.status === 416) {
      result = { at: from, chunk: new Uint8Array(0) }; // the range starts past the end of the file
    } else {
      await response.body?.cancel();
      throw new ReadError(`HTTP ${response.status}`);
    }
    this.downloaded += result.chunk.length;
    return result;
  }
}

function concatBytes(head: Uint8Array, tail: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}

/** Reads a response body up to `limit` bytes, then cancels the rest of the download. */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer()).subarray(0, limit);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.length;
  }
  if (total >= limit) void reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(Math.min(total, limit));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= bytes.length) break;
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
