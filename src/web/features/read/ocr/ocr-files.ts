/**
 * Where the recogniser comes from: one folder of our own build (scripts/build/ocr-assets-plugin.ts,
 * which names it in `FARHANG_OCR_DIR`), never another origin. The worker is made through the
 * `farhang-ocr` Trusted Types policy, which can name that folder's worker script and nothing else.
 */
import type { TrustedScriptURL } from 'trusted-types/lib';
import type { OcrFiles, WorkerLike } from './recogniser';

declare const FARHANG_OCR_DIR: string;

/** The SIMD core where the browser validates this SIMD instruction (`i32x4.splat`), else the plain one. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

function folder(): string {
  return new URL(FARHANG_OCR_DIR, globalThis.location.href).href;
}

/** The core and the model for this browser. */
export function ocrFiles(): OcrFiles {
  const simd = WebAssembly.validate(SIMD_PROBE);
  return { core: `${folder()}tesseract-core-${simd ? 'simd-' : ''}lstm.js`, langPath: folder().replace(/\/$/, '') };
}

let policy: { createScriptURL(input: string): TrustedScriptURL } | undefined;

/** A new worker running Tesseract's worker script from our folder. */
export function spawnOcrWorker(): WorkerLike {
  const script = `${folder()}worker.min.js`;
  policy ??= window.trustedTypes?.createPolicy('farhang-ocr', { createScriptURL: () => script });
  // The DOM's typings take a string or URL; under Trusted Types the browser takes the policy's value.
  return new Worker((policy?.createScriptURL('') ?? script) as string);
}
