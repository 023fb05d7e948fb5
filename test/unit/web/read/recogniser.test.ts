/**
 * The recogniser's wrapper against a fake worker that answers as Tesseract's worker does: every
 * job in turn, progress notes, a `resolve` or a `reject`, or the worker failing to start.
 */
import { expect, test } from 'vitest';
import { startRecogniser, type WorkerLike } from '../../../../src/web/features/read/ocr/recogniser';

interface Job {
  readonly jobId: string;
  readonly action: string;
  readonly payload: unknown;
}

/** A worker whose answers a test writes: `answer(job)` returns the messages sent back for it. */
function fakeWorker(answer: (job: Job) => readonly unknown[]) {
  const jobs: Job[] = [];
  let terminated = false;
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      const job = message as Job;
      jobs.push(job);
      // As a worker does: the answer comes in a later task, never inside postMessage.
      setTimeout(() => {
        for (const data of answer(job)) worker.onmessage?.(new MessageEvent('message', { data }));
      });
    },
    terminate() {
      terminated = true;
    },
  };
  return { worker, jobs, terminated: () => terminated };
}

const FILES = {
  core: 'https://farhang.example/assets/ocr-1/tesseract-core-simd-lstm.js',
  langPath: 'https://farhang.example/assets/ocr-1',
};

const fine = (job: Job) => {
  const done = { jobId: job.jobId, action: job.action, status: 'resolve' };
  if (job.action === 'recognize') return [{ ...done, data: { text: 'سلام دنیا\n', confidence: 91 } }];
  return [{ jobId: job.jobId, status: 'progress', data: { progress: 0.5 } }, done];
};

test('it loads the core and the Persian model from our folder, never the CDN, then reads a picture', async () => {
  const fake = fakeWorker(fine);
  const heard: number[] = [];
  const recogniser = await startRecogniser(
    () => fake.worker,
    FILES,
    (done) => heard.push(done),
  );
  expect(fake.jobs.map((job) => job.action)).toEqual(['load', 'loadLanguage', 'initialize', 'setParameters']);
  expect(JSON.stringify(fake.jobs)).not.toMatch(/jsdelivr|unpkg|cdn/);
  expect(fake.jobs[0]?.payload).toEqual({ options: { lstmOnly: true, corePath: FILES.core, logging: false } });
  expect(fake.jobs[1]?.payload).toMatchObject({
    langs: 'fas',
    options: { langPath: FILES.langPath, cacheMethod: 'none' },
  });
  // Progress only rises, and loading ends at the whole.
  expect(heard).toEqual([...heard].sort((a, b) => a - b));
  expect(heard.at(-1)).toBe(1);

  const image = new Uint8Array([137, 80, 78, 71]);
  await expect(recogniser.recognise(image)).resolves.toEqual({ text: 'سلام دنیا\n', confidence: 91 });
  expect(fake.jobs.at(-1)).toMatchObject({ action: 'recognize', payload: { image } });
});

test('a step the worker rejects fails the start with its reason, and the worker is ended', async () => {
  const fake = fakeWorker((job) =>
    job.action === 'loadLanguage'
      ? [{ jobId: job.jobId, status: 'reject', data: 'Network error while fetching fas.traineddata.gz' }]
      : fine(job),
  );
  await expect(startRecogniser(() => fake.worker, FILES)).rejects.toThrow('Network error while fetching');
  expect(fake.terminated()).toBe(true);
});

test('a worker that cannot start (its script not there) fails every job waiting', async () => {
  const fake = fakeWorker(() => []);
  const started = startRecogniser(() => fake.worker, FILES);
  // Node has no ErrorEvent; the wrapper reads nothing of the event.
  fake.worker.onerror?.(new Event('error') as ErrorEvent);
  await expect(started).rejects.toThrow('could not start');
  expect(fake.terminated()).toBe(true);
});

test('a picture the worker cannot read rejects that reading; once closed, the recogniser reads nothing', async () => {
  const fake = fakeWorker((job) =>
    job.action === 'recognize'
      ? [{ jobId: job.jobId, status: 'reject', data: 'Error attempting to read image.' }]
      : fine(job),
  );
  const recogniser = await startRecogniser(() => fake.worker, FILES);
  await expect(recogniser.recognise(new Uint8Array([1]))).rejects.toThrow('Error attempting to read image.');
  recogniser.close();
  expect(fake.terminated()).toBe(true);
  await expect(recogniser.recognise(new Uint8Array([1]))).rejects.toThrow('closed');
});

test('answers to jobs it never sent, or that are not answers, change nothing', async () => {
  const fake = fakeWorker((job) => [{ jobId: 'job-999', status: 'resolve' }, 'noise', ...fine(job)]);
  const recogniser = await startRecogniser(() => fake.worker, FILES);
  await expect(recogniser.recognise(new Uint8Array([1]))).resolves.toMatchObject({ confidence: 91 });
});
