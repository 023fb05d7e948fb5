/**
 * Cuts Vazirmatn down to what Farhang's pages show, before the build reads the stylesheet that
 * names it: the Persian letters, marks, digits and punctuation of the Arabic-script face, over the
 * weights the stylesheet uses (400–800) — 21 KB instead of 46 KB. The full face stays declared
 * beside it (src/web/styles/fonts.css), so a rarer letter — a dialect's, an Urdu one — still gets
 * the font, at the cost of one more download on the pages that have it. Decision 020.
 *
 * The subsets are written to src/web/styles/fonts/ (not kept in git: they are made from the
 * package's files on every build and dev start; a run takes about a second).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const PACKAGE_FILES = 'node_modules/@fontsource-variable/vazirmatn/files';
const OUT_DIR = 'src/web/styles/fonts';

function codePoints(from: number, to: number): string {
  return String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/**
 * The Arabic-script characters of Persian text: the letters Persian and its dictionaries' Arabic
 * quotations use, the short-vowel marks and hamza above, Arabic-Indic and Persian digits, the
 * Arabic comma, semicolon, question mark, percent and decimal signs, tatweel, ZWNJ/ZWJ and the
 * direction marks. Keep in step with the `unicode-range` of the subset face in fonts.css.
 */
export const PERSIAN_TEXT =
  codePoints(0x0621, 0x063a) +
  codePoints(0x0640, 0x0655) +
  '\u0670\u067e\u0686\u0698\u06a9\u06af\u06c0\u06cc' +
  codePoints(0x0660, 0x066c) +
  codePoints(0x06f0, 0x06f9) +
  '\u060c\u061b\u061f' +
  codePoints(0x200c, 0x200f);

/** The weights fonts.css and the components use. */
const WEIGHTS = { min: 400, max: 800 };

const SUBSETS = [
  { from: 'vazirmatn-arabic-wght-normal.woff2', to: 'vazirmatn-persian.woff2', text: PERSIAN_TEXT },
] as const;

async function writeSubsets(root: string): Promise<void> {
  await Promise.all(
    SUBSETS.map(async ({ from, to, text }) => {
      const source = await readFile(resolve(root, PACKAGE_FILES, from));
      const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
      const file = resolve(root, OUT_DIR, to);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, subset);
    }),
  );
}

/** `repository`: where node_modules and src/ are, for a build whose root is elsewhere (the extension's). */
export function fontSubsets(repository?: string): Plugin {
  let root = repository ?? process.cwd();
  return {
    name: 'farhang:font-subsets',
    // Tests never load the stylesheet's fonts.
    apply: () => process.env.VITEST === undefined,
    configResolved(config) {
      root = repository ?? config.root;
    },
    // Before any module is transformed, in `vite build` and the dev server alike.
    async buildStart() {
      await writeSubsets(root);
    },
  };
}
