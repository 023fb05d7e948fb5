/**
 * Pages of another site, on a loopback port of their own, for the extension to read: Persian in
 * a Persian page, in an English page and its frame, and under a CSP that allows nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Persian sentence: a word of the fixture's (امید) and a light verb conjugated (حال کردیم, of حال کردن). */
const SENTENCE = 'دیروز حسابی <span id="verb">حال کردیم</span> و <span id="hope">امید</span> داریم که آسمان آبی بماند.';

const PAGES: Record<string, { readonly html: string; readonly csp?: string }> = {
  '/fa': { html: `<html lang="fa" dir="rtl"><body><p>${SENTENCE}</p></body></html>` },
  '/en': {
    html: `<html lang="en"><body style="font: 16px serif"><p>Persian has a word, <span id="hope">امید</span>, for hope.</p>
      <iframe src="/fa" width="600" height="200"></iframe></body></html>`,
  },
  '/strict': {
    html: `<html lang="fa" dir="rtl"><body><p>${SENTENCE}</p></body></html>`,
    csp: "default-src 'none'; script-src 'none'; style-src 'none'; frame-src 'none'; connect-src 'none'; require-trusted-types-for 'script'",
  },
};

export interface ForeignPages {
  /** `http://127.0.0.1:PORT`, the site's origin. */
  readonly site: string;
  close(): Promise<void>;
}

export async function serveForeignPages(): Promise<ForeignPages> {
  const server = createServer((req, res) => {
    const page = PAGES[req.url ?? ''];
    if (page === undefined) return void res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}),
    });
    res.end(`<!doctype html>${page.html}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    site: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
