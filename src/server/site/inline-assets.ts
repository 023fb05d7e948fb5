/**
 * What a rendered page carries in itself instead of linking: the app's stylesheet, the stylesheets
 * of the lazy parts it draws, and the boot script. Each file the page would otherwise wait for costs a round trip before the first
 * paint, where a phone on a slow link waits longest (decision 020). The page's CSP allows each by
 * the SHA-256 of its text, never by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A built file written into the page: the template's tag it replaces, its text, and the CSP hash of that text. */
export interface InlineAsset {
  readonly tag: string;
  readonly text: string;
  /** `'sha256-…'`, as style-src and script-src name an inline element. */
  readonly source: string;
}

/** The file a template's tag names under /assets/, if its text can go inside that element as it is. */
async function inlineOf(root: string, template: string, tag: RegExp, closer: RegExp): Promise<InlineAsset | undefined> {
  const found = tag.exec(template);
  if (found === null) return undefined;
  const text = await readFile(join(root, found[1] ?? ''), 'utf8');
  if (closer.test(text)) return undefined;
  return { tag: found[0], text, source: hashSource(text) };
}

/** The CSP source that allows an inline element of this text. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The template's stylesheet: the entry's, every page's. */
export function inlineStyleOf(root: string, template: string): Promise<InlineAsset | undefined> {
  return inlineOf(root, template, /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, /<\/style/i);
}

/** The boot script (scripts/build/boot-plugin.ts): one function, so it runs as a classic script too. */
export function inlineBootOf(root: string, template: string): Promise<InlineAsset | undefined> {
  return inlineOf(
    root,
    template,
    /<script type="module" crossorigin src="(\/assets\/boot-[\w-]+\.js)"><\/script>/,
    /<\/script|<!--/i,
  );
}

/**
 * The type of the link a page writes beside a part's stylesheet it carries in itself. The link
 * names the file, so the app's loader (Vite's preload, which looks for a stylesheet link of that
 * address before it adds one) takes it as there when the part loads; a type other than CSS is
 * never fetched (HTML: a stylesheet link of an unsupported type is not obtained).
 */
export const CARRIED_STYLE_TYPE = 'text/x-carried-css';

/**
 * A lazy part's stylesheet (`/assets/….css`), to go in a page that draws the part; its tag is the
 * link that stays beside it. Undefined when its text cannot go inside `<style>`.
 */
export async function inlinePartStyleOf(root: string, file: string): Promise<InlineAsset | undefined> {
  const text = await readFile(join(root, file), 'utf8');
  if (/<\/style/i.test(text)) return undefined;
  return {
    tag: `<link rel="stylesheet" type="${CARRIED_STYLE_TYPE}" href="${file}" />`,
    text,
    source: hashSource(text),
  };
}
