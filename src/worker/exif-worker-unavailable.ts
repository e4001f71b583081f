// Main realm, on the critical path: tiny on purpose, so the store can recognise this failure without
// pulling the worker client (Comlink) into the first chunk.

/** The worker could not start (blocked, missing, or crashed): details are simply not shown. */
export class ExifWorkerUnavailableError extends Error {
  override name = 'ExifWorkerUnavailableError';
}
