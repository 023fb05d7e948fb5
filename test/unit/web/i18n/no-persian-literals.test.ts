/**
 * No Persian words in the app's code outside the message tables: a Persian string literal, template
 * piece or JSX text in `src/web/**` is chrome that an English reader would meet untranslated.
 * Comments and regular expressions are not read; the data's own text is allowed by name below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = 'src/web';
const PERSIAN = /[\u0600-\u06FF]/;

/** Files whose Persian is data, not chrome: the tables, and rules about Persian text itself. */
const DATA: ReadonlySet<string> = new Set([
  'src/web/i18n/messages-fa.ts',
  // The switch names Persian in Persian on the English side.
  'src/web/i18n/messages-en.ts',
  // The areas' sections of the Persian table, one file an area.
  'src/web/i18n/about-fa.ts',
  'src/web/i18n/components-fa.ts',
  'src/web/i18n/errors-fa.ts',
  'src/web/i18n/search-fa.ts',
  'src/web/i18n/word-fa.ts',
  'src/web/i18n/compare-fa.ts',
  'src/web/i18n/library-fa.ts',
  'src/web/i18n/bookmark-fa.ts',
  'src/web/i18n/usage-fa.ts',
  // The default folder's stored name: data in every reader's library, shown through the tables.
  'src/web/features/library/model/library-words.ts',
  // Names the Arabic letters (ي, ك) a search reads as Persian.
  'src/web/i18n/search-en.ts',
  // The `?` key as a Persian keyboard types it.
  'src/web/shortcuts/keys.ts',
  // The punctuation that ends a Persian sentence.
  'src/web/features/read/model/sentence.ts',
  // The Persian marks the picture reader's model misreads, put right.
  'src/web/features/read/ocr/ocr-text.ts',
  // The settings page's and the reading page's tables; the English one names Persian in Persian.
  'src/web/i18n/settings-fa.ts',
  'src/web/i18n/shortcuts-fa.ts',
  'src/web/i18n/settings-en.ts',
  'src/web/i18n/read-fa.ts',
  'src/web/i18n/extension-fa.ts',
  // What a form is of its headword; the English names the suffix written («ی»).
  'src/web/i18n/inflection-fa.ts',
  'src/web/i18n/inflection-en.ts',
  // The word the connection test asks the service for.
  'src/web/features/settings/api/test-connection.ts',
]);

/** The Persian literals of a file's code: strings, template pieces and JSX text (not comments, not regexes). */
function persianLiterals(path: string, text: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && PERSIAN.test(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path}:${line + 1} ${node.text.trim().slice(0, 40)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function webFiles(): string[] {
  return readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `${ROOT}/${file.replaceAll('\\', '/')}`)
    .sort();
}

const holding = new Map(webFiles().map((path) => [path, persianLiterals(path, readFileSync(path, 'utf8'))]));

test('no Persian literal in src/web outside the message tables and the data', () => {
  const offending = [...holding]
    .filter(([path, found]) => found.length > 0 && !DATA.has(path))
    .flatMap(([, found]) => found);
  expect(offending, `Persian words to move into src/web/i18n/messages-*.ts:\n${offending.join('\n')}`).toEqual([]);
});

test('every allowed file exists and still holds Persian (else it leaves the list)', () => {
  const stale = [...DATA].filter((path) => (holding.get(path) ?? []).length === 0);
  expect(stale).toEqual([]);
});

test('the scan sees strings, templates and JSX text, and skips comments and regular expressions', () => {
  const code = [
    '// یادداشت',
    "const a = 'سلام';",
    'const b = `${a} دنیا`;',
    'const r = /[آ-ی]/;',
    'const c = <p>واژه</p>;',
  ].join('\n');
  expect(persianLiterals('x.tsx', code).map((hit) => hit.split(' ')[0])).toEqual(['x.tsx:2', 'x.tsx:3', 'x.tsx:5']);
});
