/**
 * A picture's Persian text, recognised in this browser: nothing is uploaded. Loaded only when a
 * reader picks a picture (read-form.tsx imports it then), with the worker, its core and the model;
 * the recogniser started for the first picture reads the next ones too.
 */
import { ocrFiles, spawnOcrWorker } from './ocr-files';
import { holdsPersian, tidyOcrText } from './ocr-text';
import { preparePicture, type PictureProblem } from './prepare-picture';
import { startRecogniser, type Recogniser } from './recogniser';

export type PictureReadProblem = PictureProblem | 'noWasm' | 'noPersian' | 'ocrFailed';

export type PictureReading = { readonly text: string } | { readonly problem: PictureReadProblem };

let started: Promise<Recogniser> | undefined;

function recogniser(onProgress: (done: number) => void): Promise<Recogniser> {
  started ??= startRecogniser(spawnOcrWorker, ocrFiles(), onProgress);
  // A start that failed (offline before the files were kept) is tried again with the next picture.
  started.catch(() => (started = undefined));
  return started;
}

/** `onProgress` hears the fraction done: loading the recogniser is the first half, reading the second. */
export async function readPicture(file: Blob, onProgress: (done: number) => void): Promise<PictureReading> {
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.validate !== 'function') return { problem: 'noWasm' };
  const prepared = await preparePicture(file);
  if ('problem' in prepared) return prepared;
  let reader: Recogniser;
  try {
    reader = await recogniser((done) => onProgress(done / 2));
  } catch {
    return { problem: 'ocrFailed' };
  }
  try {
    const { text, confidence } = await reader.recognise(prepared.png, (done) => onProgress(0.5 + done / 2));
    const tidy = tidyOcrText(text);
    return holdsPersian(tidy, confidence) ? { text: tidy } : { problem: 'noPersian' };
  } catch {
    started = undefined;
    reader.close();
    return { problem: 'ocrFailed' };
  }
}
