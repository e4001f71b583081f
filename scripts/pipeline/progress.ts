// What a build shows: while it works, one line that updates in place on a terminal (photos checked, encoded of N,
// time left), a plain line now and then where output is a log (CI); at the end, what is worth a look and one
// summary; never a line a photo.
import type { Logger } from 'vite';
import { formatProblem, type Problem } from '../photos/problems.ts';

type Step = 'check' | 'strip' | 'encode' | 'pages';

export interface Progress {
  /** A step begins over `total` photos. */
  start(step: Step, total: number): void;
  /** One more photo is through the step. */
  advance(): void;
  /** The run of steps is over: a terminal's line is ended, so what follows starts on a line of its own. */
  end(): void;
}

export const SILENT: Progress = { start() {}, advance() {}, end() {} };

export interface Summary {
  photos: number;
  /** Photos something had to be made of; the rest came from the cache. */
  encoded: number;
  reused: number;
  seconds: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${String(count)} ${count === 1 ? one : many}`;

/** `72 photos: 30 encoded, 42 reused from the cache, in 95 s.` */
export function summaryLine({ photos, encoded, reused, seconds }: Summary): string {
  return `${plural(photos, 'photo')}: ${String(encoded)} encoded, ${String(reused)} reused from the cache, in ${String(Math.round(seconds))} s.`;
}

/** `about 40 s`, `about 3 min 20 s`, `about 25 min`. */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `about ${String(Math.max(1, rest))} s`;
  return minutes >= 10 || rest === 0
    ? `about ${String(minutes)} min`
    : `about ${String(minutes)} min ${String(rest)} s`;
}

const DONE: Record<Step, string> = { check: 'checked', strip: 'stripped', encode: 'encoded', pages: 'made' };

export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface LineOptions {
  now?: () => number;
  /** A log gets a line at most this often (ms); a terminal's line is redrawn at most ten times a second. */
  every?: number;
  /** Whether the output is a terminal to redraw a line on (not so under CI, which logs it). */
  terminal?: boolean;
}

/** Progress as one line on `out`. */
export function progressLine(
  out: Output,
  { now = () => Date.now(), every = 10_000, terminal = Boolean(out.isTTY) && !process.env.CI }: LineOptions = {},
): Progress {
  const done: string[] = [];
  let step: Step | undefined;
  let total = 0;
  let count = 0;
  let since = now();
  let shown = since;
  let drawn = false;

  const text = (): string => {
    if (!step) return '';
    const parts = [...done];
    if (step === 'pages') parts.push('making the pages');
    else parts.push(`${String(count)} of ${String(total)} ${DONE[step]}`);
    const elapsed = (now() - since) / 1000;
    // A guess from this step's own pace, once it has one.
    if (step !== 'pages' && count >= 2 && count < total && elapsed >= 2) {
      parts.push(`${duration((elapsed / count) * (total - count))} left`);
    }
    return `photos: ${parts.join(' · ')}`;
  };
  const draw = (force: boolean) => {
    const at = now();
    if (!force && at - shown < (terminal ? 100 : every)) return;
    shown = at;
    if (!terminal) {
      out.write(`${text()}\n`);
      return;
    }
    // Cut to the terminal's width: a line that wraps can no longer be redrawn in place.
    const width = out.columns && out.columns > 20 ? out.columns - 1 : 100;
    out.write(`\r\x1b[2K${text().slice(0, width)}`);
    drawn = true;
  };

  return {
    start(next, size) {
      if (step && step !== 'pages') done.push(`${String(total)} ${DONE[step]}`);
      step = next;
      total = size;
      count = 0;
      since = now();
      if (terminal) draw(true);
    },
    advance() {
      count += 1;
      draw(false);
    },
    end() {
      if (terminal && drawn) out.write('\r\x1b[2K');
      // The next run of steps (a build's pages, once Vite has built the app) starts a line of its own.
      step = undefined;
      done.length = 0;
      drawn = false;
    },
  };
}

/**
 * Vite's logger without its line for each photo's page (and their compressed copies), nor its time to build the
 * bundle: the build's own summary, last, gives the time of the whole build.
 */
export function quietLogger(logger: Logger): Logger {
  // The reporter's line: the page's path (after the output folder's), its size.
  const dropped = [/^\S*\/p\/[^/\s]+\.html(?:\.br|\.gz)?\s/, /^✓ built in /];
  // eslint-disable-next-line no-control-regex -- the reporter colours its lines
  const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');
  return {
    ...logger,
    info(message, options) {
      const lines = message.split('\n').filter((line) => !dropped.some((pattern) => pattern.test(plain(line))));
      if (lines.length > 0) logger.info(lines.join('\n'), options);
    },
  };
}

/** Warnings: worth fixing, not worth stopping the build for. */
export const warningsText = (warnings: readonly Problem[]) =>
  [`Worth a look (${String(warnings.length)}):`, ...warnings.map((warning) => `  · ${formatProblem(warning)}`)].join(
    '\n',
  );
