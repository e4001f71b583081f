// Worker-thread realm of the build's password check (strength.ts): zxcvbn's verdict on each password it is handed.
// Its dictionaries take a good part of a second to load, which here runs beside the build instead of before it.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { parentPort, workerData } from 'node:worker_threads';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** @type {{ password: string, words: string[] }[]} */
const checks = workerData;
parentPort?.postMessage(
  checks.map(({ password, words }) => {
    const result = zxcvbn.check(password, words);
    return {
      score: result.score,
      guessesLog10: result.guessesLog10,
      time: result.crackTimes.offlineSlowHashingXPerSecond.display,
      warning: result.feedback.warning,
    };
  }),
);
