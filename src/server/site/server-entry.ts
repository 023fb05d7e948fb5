import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../shared/render-port';
import { inlineBootOf, inlinePartStyleOf, inlineStyleOf, type InlineAsset } from './inline-assets';

/** Where `npm run build` puts the server entry: a dot-directory, which the file server never serves. */
export const SERVER_ENTRY = join('.server', 'entry-server.js');
const MANIFEST = join('.vite', 'manifest.json');
/** The font every Persian page shows: the Persian subset the build makes (decision 020), by its source name. */
const PAGE_FONT = /\/vazirmatn-persian\.woff2$/;

/** The built app's server entry, its page template and what a page should announce up front. */
export interface PageRenderer {
  readonly render: RenderPage;
  /** The built index.html: scripts, stylesheet and head of every page. */
  readonly template: string;
  /** The hashed chunks (`/assets/…`) the lazy parts named need, beyond what the template loads. */
  chunksOf(modules: readonly string[]): readonly string[];
  /**
   * The stylesheets of the lazy parts named, to put in the page itself (each a tag to write beside
   * it, inline-assets.ts), or to link where one cannot go inline.
   */
  stylesOf(modules: readonly string[]): readonly (InlineAsset | string)[];
  /** The font file to preload, when the build has one. */
  readonly font: string | undefined;
  /** The app's stylesheet, every page's, to put in the page itself; undefined when the template links none. */
  readonly style: InlineAsset | undefined;
  /** The boot script, to put in the page itself; undefined when the template loads none. */
  readonly boot: InlineAsset | undefined;
  /** One server-side DOM for every page's sanitiser. */
  readonly window: Window & typeof globalThis;
}

interface ManifestChunk {
  readonly file: string;
  /** The source file, for an asset. */
  readonly src?: string;
  readonly imports?: readonly string[];
  /** The stylesheets the bundler split out with this chunk (the CSS its modules import). */
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

function isRenderPage(value: unknown): value is RenderPage {
  return typeof value === 'function';
}

/**
 * Every chunk a module needs, its static imports too, and their stylesheets; the entry's own
 * chunks and stylesheet are already in the page.
 */
function filesOf(manifest: Manifest, modules: readonly string[]): { chunks: string[]; styles: string[] } {
  const chunks = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || chunk.isEntry === true || seen.has(key)) return;
    seen.add(key);
    chunks.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { chunks: [...chunks], styles: [...styles] };
}

/** Every part's stylesheet the build split out, read once: by its site path, inline or (undefined) linked. */
async function partStylesOf(root: string, manifest: Manifest): Promise<Map<string, InlineAsset | undefined>> {
  const files = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry !== true)
      .flatMap((chunk) => chunk.css ?? [])
      .map((css) => `/${css}`),
  );
  const read = await Promise.all([...files].map(async (file) => [file, await inlinePartStyleOf(root, file)] as const));
  return new Map(read);
}

/**
 * Loads the server entry `npm run build` made in the web root; undefined when the root holds
 * none (an app built by an older build, or a test's stand-in), so the service serves the static
 * index.html as before. The service only ever loads this built file, never the web source.
 */
export async function loadPageRenderer(root: string): Promise<PageRenderer | undefined> {
  const entry = join(root, SERVER_ENTRY);
  if (!existsSync(entry)) return undefined;
  // React picks its build from NODE_ENV when first loaded; unset would mean its development
  // build, several times slower at rendering, for every page the service serves.
  process.env.NODE_ENV ??= 'production';
  const module: unknown = await import(pathToFileURL(entry).href);
  const render: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, 'render') : undefined;
  if (!isRenderPage(render)) throw new Error(`${entry} exports no render function`);
  const [template, manifestText] = await Promise.all([
    readFile(join(root, 'index.html'), 'utf8'),
    readFile(join(root, MANIFEST), 'utf8').catch(() => '{}'),
  ]);
  const manifest = JSON.parse(manifestText) as Manifest;
  const [style, boot, partStyles] = await Promise.all([
    inlineStyleOf(root, template),
    inlineBootOf(root, template),
    partStylesOf(root, manifest),
  ]);
  // Loaded here, not at the top: jsdom takes ~0.6 s to load, and only a service that draws pages needs it.
  const { JSDOM } = await import('jsdom');
  const font = Object.values(manifest).find((chunk) => PAGE_FONT.test(`/${chunk.src ?? ''}`))?.file;
  return {
    render,
    template,
    chunksOf: (modules) => filesOf(manifest, modules).chunks,
    stylesOf: (modules) => filesOf(manifest, modules).styles.map((file) => partStyles.get(file) ?? file),
    font: font === undefined ? undefined : `/${font}`,
    style,
    boot,
    window: new JSDOM('').window,
  };
}
