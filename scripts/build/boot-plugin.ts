/**
 * Starts the built app after the page's first paint (src/web/boot.ts, decision 020). The boot
 * script is bundled on its own, with the few small modules it imports copied into it, as one
 * self-contained function (no import or export: a rendered page carries it inline, as a classic
 * script), and written as a hashed asset: were it an entry of the app's build, the bundler would
 * share those modules with the app through a common chunk, and then pull the app in front of the
 * first paint. The built index.html names it as the page's script, while the app's entry is only
 * announced (`modulepreload`, marked `data-app`) for the boot script to import. The dev server is
 * untouched.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** It runs before the page is drawn, on every page, and goes inline in each: it must stay small. */
const MAX_BOOT_BYTES = 4096;

async function bundleBoot(entry: string): Promise<string> {
  const bundle = await rolldown({ input: resolve(entry), platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk, ...more] = output;
    if (chunk === undefined || more.length > 0) throw new Error(`${entry} must bundle to one file`);
    if (chunk.code.length > MAX_BOOT_BYTES) {
      throw new Error(`${entry} bundles to ${chunk.code.length} bytes; it runs before every first paint`);
    }
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

export function bootAfterFirstFrame(entry: string): Plugin {
  let fileName: string | undefined;
  return {
    name: 'farhang:boot-after-first-frame',
    apply: 'build',
    async buildStart() {
      if (this.environment.config.consumer !== 'client') return;
      const code = await bundleBoot(entry);
      fileName = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (fileName === undefined) return html;
        const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!app.test(html))
          throw new Error('the built index.html has no module script to start after the first frame');
        return html.replace(
          app,
          (_, src: string) =>
            `<script type="module" crossorigin src="/${fileName}"></script>\n    <link rel="modulepreload" crossorigin href="${src}" data-app />`,
        );
      },
    },
  };
}
