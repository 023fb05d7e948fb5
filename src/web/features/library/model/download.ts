/**
 * Hands the reader a file made here: a Blob behind a temporary link. The address is let go a
 * while later, once the browser has surely started the download.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `farhang-<what>-YYYY-MM-DD.<ext>`, dated by the reader's clock. */
export function datedFileName(what: string, extension: string, now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0'));
  return `farhang-${what}-${day.join('-')}.${extension}`;
}
