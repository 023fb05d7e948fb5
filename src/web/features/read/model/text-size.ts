/**
 * What the page refuses before asking the service: a text over the service's limit, a file that is
 * not plain text, an empty box. Each refusal is named here; the form says it, with what to do
 * instead, in the interface's words (the `read` messages).
 */
import { MAX_READ_BYTES } from '../../../../shared/wire/read';

export type TextProblem = 'empty' | 'tooLong' | 'notText';

/** The limit as a reader is told it, in kilobytes. */
export const LIMIT_KB = MAX_READ_BYTES / 1024;

/** UTF-8 bytes, as the service counts them. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The refusal for a text the page would send, or undefined when it may go. */
export function textProblem(text: string): TextProblem | undefined {
  if (text.trim() === '') return 'empty';
  return utf8Bytes(text) > MAX_READ_BYTES ? 'tooLong' : undefined;
}

/** A NUL or other control byte (tab, line breaks and form feed aside): a binary file in disguise. */
function hasControlBytes(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && (code < 0x09 || code > 0x0d)) return true;
  }
  return false;
}

/** The file's bytes (FileReader: every browser has it, and so does the test DOM). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('no bytes'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

export type FileReading = { readonly text: string } | { readonly problem: TextProblem };

/** A picked file's text: plain UTF-8 of at most MAX_READ_BYTES, else the refusal. */
export async function readTextFile(file: Blob): Promise<FileReading> {
  if (file.size > MAX_READ_BYTES) return { problem: 'tooLong' };
  if (file.type !== '' && !file.type.startsWith('text/')) return { problem: 'notText' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await bytesOf(file));
  } catch {
    return { problem: 'notText' };
  }
  if (hasControlBytes(text)) return { problem: 'notText' };
  return { text: text.replace(/^\ufeff/, '') };
}
