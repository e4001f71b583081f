import { describe, expect, it } from 'vitest';
import { threadAnswer } from '../../../scripts/private/thread-answer.ts';

/** A worker thread whose body is `code`, with `workerData` and `parentPort` in scope. */
const script = (code: string) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`import { parentPort, workerData } from 'node:worker_threads';\n${code}`)}`,
  );

describe('threadAnswer', () => {
  it("resolves with the thread's one message, worked out from its data", async () => {
    await expect(
      threadAnswer(script('parentPort.postMessage(workerData.map((n) => n * 2));'), [1, 2], 'a sum'),
    ).resolves.toEqual([2, 4]);
  });

  it('rejects with the error the thread throws', async () => {
    await expect(threadAnswer(script("throw new Error('no dictionary');"), null, 'the check')).rejects.toThrow(
      'no dictionary',
    );
  });

  it('rejects, naming the job, when the thread ends without answering', async () => {
    await expect(threadAnswer(script('process.exit(3);'), null, 'the password check')).rejects.toThrow(
      'the password check stopped (exit code 3)',
    );
  });
});
