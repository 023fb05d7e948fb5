/**
 * Tesseract's worker, spoken to in its own messages (load the core, load the model, initialise,
 * set parameters, recognise): each message a job with an id, answered by `progress` notes and one
 * `resolve` or `reject`. Our own client rather than tesseract.js's, so the page makes the worker
 * itself (through the `farhang-ocr` Trusted Types policy, ocr-files.ts) and the wrapper can be
 * tested with a fake worker.
 */

/** What the wrapper needs of a Worker. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** Where the worker finds its core and its model (absolute URLs of our own origin). */
export interface OcrFiles {
  readonly core: string;
  readonly langPath: string;
}

export interface Recognised {
  readonly text: string;
  /** Tesseract's mean word confidence, 0–100. */
  readonly confidence: number;
}

export interface Recogniser {
  /** The text of an image file's bytes (PNG or JPEG); `onProgress` hears the fraction done, 0–1. */
  recognise(image: Uint8Array, onProgress?: (done: number) => void): Promise<Recognised>;
  close(): void;
}

const LANGUAGE = 'fas';
/** Tesseract's LSTM engine alone: the model we ship has no legacy part. */
const LSTM_ONLY = 1;
/** Fully automatic page segmentation: a photo may hold a column, a sign or a screenshot. */
const AUTO_SEGMENTATION = '3';
/**
 * The resolution the picture is read at: what a 40-pixel line (prepare-picture.ts) is in print,
 * said outright so Tesseract does not guess it and report its guess on the console.
 */
const DPI = '300';

interface Pending {
  readonly resolve: (data: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly progress?: (done: number) => void;
}

function answerOf(data: unknown): { jobId: string; status: string; data: unknown } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const jobId: unknown = Reflect.get(data, 'jobId');
  const status: unknown = Reflect.get(data, 'status');
  if (typeof jobId !== 'string' || typeof status !== 'string') return undefined;
  return { jobId, status, data: Reflect.get(data, 'data') };
}

function recognisedOf(data: unknown): Recognised {
  const text: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'text') : undefined;
  const confidence: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'confidence') : undefined;
  return { text: typeof text === 'string' ? text : '', confidence: typeof confidence === 'number' ? confidence : 0 };
}

/**
 * A recogniser on a fresh worker, once its core and model are in; `onProgress` hears the loading
 * (a first use fetches ~2 MB; later ones read the offline worker's copies). Rejects when the worker
 * cannot start or a step fails, and the worker is then ended.
 */
export async function startRecogniser(
  spawn: () => WorkerLike,
  files: OcrFiles,
  onProgress?: (done: number) => void,
): Promise<Recogniser> {
  const worker = spawn();
  const pending = new Map<string, Pending>();
  let next = 0;
  let failure: Error | undefined;

  const fail = (error: Error) => {
    failure = error;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker.terminate();
  };
  worker.onerror = () => fail(new Error('the recogniser could not start'));
  worker.onmessage = (event) => {
    const answer = answerOf(event.data);
    const job = answer === undefined ? undefined : pending.get(answer.jobId);
    if (answer === undefined || job === undefined) return;
    if (answer.status === 'progress') {
      const done: unknown =
        typeof answer.data === 'object' && answer.data !== null ? Reflect.get(answer.data, 'progress') : 0;
      job.progress?.(typeof done === 'number' ? Math.min(1, Math.max(0, done)) : 0);
      return;
    }
    pending.delete(answer.jobId);
    if (answer.status === 'resolve') job.resolve(answer.data);
    else job.reject(new Error(typeof answer.data === 'string' ? answer.data : 'the recogniser failed'));
  };

  const ask = (action: string, payload: unknown, progress?: (done: number) => void) =>
    new Promise<unknown>((resolve, reject) => {
      if (failure !== undefined) return reject(failure);
      const jobId = `job-${(next += 1)}`;
      pending.set(jobId, { resolve, reject, progress });
      worker.postMessage({ workerId: 'farhang', jobId, action, payload });
    });

  // Loading is three steps: the core (the largest), the model, and Tesseract's start on them.
  const step = (from: number, share: number) => (done: number) => onProgress?.(from + share * done);
  try {
    await ask('load', { options: { lstmOnly: true, corePath: files.core, logging: false } }, step(0, 0.6));
    const language = { langPath: files.langPath, cacheMethod: 'none', gzip: true, lstmOnly: true };
    await ask('loadLanguage', { langs: LANGUAGE, options: language }, step(0.6, 0.3));
    await ask('initialize', { langs: LANGUAGE, oem: LSTM_ONLY }, step(0.9, 0.1));
    await ask('setParameters', { params: { tessedit_pageseg_mode: AUTO_SEGMENTATION, user_defined_dpi: DPI } });
    onProgress?.(1);
  } catch (error) {
    const failed = error instanceof Error ? error : new Error(String(error));
    fail(failed);
    throw failed;
  }

  return {
    async recognise(image, progress) {
      const output = { text: true, blocks: false, hocr: false, tsv: false };
      return recognisedOf(await ask('recognize', { image, options: {}, output }, progress));
    },
    close() {
      fail(new Error('the recogniser was closed'));
    },
  };
}
