// Pins the worker boundary: the type checker (tsc -b, run by npm test) fails if either side drifts.
import type { Remote } from 'comlink';
import { describe, expectTypeOf, it } from 'vitest';
import type { CameraDetails } from '../../../src/lib/camera-details';
import type { CameraDetailsRead, ExifReadResult, ExifWorkerApi } from '../../../src/worker/exif.contract';
import { readCameraDetails as readInApp } from '../../../src/worker/exif.client';
import { readCameraDetails as readInWorker } from '../../../src/worker/read-camera-details';

describe('EXIF worker contract', () => {
  it('carries plain, cloneable data only', () => {
    expectTypeOf<CameraDetails>().toEqualTypeOf<{
      Make?: string;
      Model?: string;
      Orientation?: number;
      ExposureTime?: number;
      FNumber?: number;
      ISO?: number;
      DateTimeOriginal?: string;
      OffsetTimeOriginal?: string;
      ExposureCompensation?: number;
      FocalLength?: number;
      PixelXDimension?: number;
      PixelYDimension?: number;
      FocalLengthIn35mmFormat?: number;
      LensMake?: string;
      LensModel?: string;
    }>();
    expectTypeOf<ExifReadResult>().toEqualTypeOf<
      { status: 'found'; details: CameraDetails } | { status: 'absent' } | { status: 'error'; reason: string }
    >();
  });

  it('exposes read and cancel, asynchronous across the boundary', () => {
    expectTypeOf<Remote<ExifWorkerApi>['read']>().parameters.toEqualTypeOf<[requestId: number, url: string]>();
    expectTypeOf<Awaited<ReturnType<Remote<ExifWorkerApi>['read']>>>().toEqualTypeOf<ExifReadResult>();
    expectTypeOf<Remote<ExifWorkerApi>['cancel']>().returns.toEqualTypeOf<Promise<void>>();
  });

  it("gives the app the worker's result type, or unavailable", () => {
    expectTypeOf<CameraDetailsRead>().toEqualTypeOf<ExifReadResult | { status: 'unavailable'; reason: string }>();
    expectTypeOf(readInApp).returns.toEqualTypeOf<Promise<CameraDetailsRead>>();
    expectTypeOf(readInWorker).returns.toEqualTypeOf<Promise<ExifReadResult>>();
    expectTypeOf(readInApp).parameter(0).toEqualTypeOf<AbortSignal>();
  });
});
