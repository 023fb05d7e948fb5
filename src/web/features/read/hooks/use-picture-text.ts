import { useState } from 'react';
import type { PictureReadProblem } from '../ocr/read-picture';

/** The picture types the picker offers besides `.txt`; a phone's camera gives JPEG. */
export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp';

export function isPicture(file: Blob): boolean {
  return PICTURE_TYPES.split(',').includes(file.type);
}

/**
 * A picked picture's text, recognised in the browser: the recogniser's code, core and model are
 * fetched only now, on the first picture (a failed fetch is the same as a failed start).
 * `progress` is the fraction done while it works, else undefined.
 */
export function usePictureText(): {
  readonly progress: number | undefined;
  read(file: Blob): Promise<{ readonly text: string } | { readonly problem: PictureReadProblem }>;
} {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  async function read(file: Blob) {
    setProgress(0);
    try {
      const { readPicture } = await import('../ocr/read-picture');
      return await readPicture(file, setProgress);
    } catch {
      return { problem: 'ocrFailed' as const };
    } finally {
      setProgress(undefined);
    }
  }
  return { progress, read };
}
