import { expect, test } from 'vitest';
import { detectSource } from '../../../../src/server/dictionary/import/detect';
import { IMPORT_FORMATS } from '../../../../src/server/dictionary/import/formats';
import { writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

// Every file of a set holds a valid .ifo: detection reads only StarDict's .ifo, so one content
// serves every format's files.
const IFO = "StarDict's dict ifo file\nversion=2.4.2\nbookname=t\nwordcount=0\n";

test.each(IMPORT_FORMATS.map((format) => [format.id, format] as const))(
  '%s: each of its suffixes is recognised as it, its whole set beside it',
  (_id, format) => {
    expect(format.name.trim()).not.toBe('');
    expect(format.expected.trim()).not.toBe('');
    expect(format.suffixes.length).toBeGreaterThan(0);
    const dir = tempDir();
    for (const suffix of format.suffixes) writeFile(dir, `set${suffix}`, IFO);
    for (const suffix of format.suffixes) {
      const source = detectSource(`${dir}/set${suffix}`);
      expect([source.format.id, source.file]).toEqual([format.id, `${dir}/set${suffix}`]);
    }
  },
);

test('the unknown-format error names what every format expects', () => {
  const file = writeFile(tempDir(), 'words.docx', 'x');
  expect(() => detectSource(file)).toThrow(
    `${file}: unknown dictionary format (expected .jsonl, .tsv, a StarDict .ifo with its .idx and .dict, ` +
      'or a dictd .index with its .dict)',
  );
  for (const format of IMPORT_FORMATS) expect(() => detectSource(file)).toThrow(format.expected);
});

test('a .dict shared by a StarDict .ifo and a dictd .index is StarDict’s; the .index is dictd’s', () => {
  const dir = tempDir();
  for (const suffix of ['.ifo', '.idx', '.dict']) writeFile(dir, `both${suffix}`, IFO);
  writeFile(dir, 'both.index', '');
  expect(detectSource(`${dir}/both.dict`).format.id).toBe('stardict');
  expect(detectSource(`${dir}/both.ifo`).format.id).toBe('stardict');
  expect(detectSource(`${dir}/both.index`).format.id).toBe('dictd');
});

test('a set missing a companion file is refused, naming the names looked for', () => {
  const dir = tempDir();
  writeFile(dir, 'half.ifo', IFO);
  writeFile(dir, 'half.idx', '');
  expect(() => detectSource(`${dir}/half.ifo`)).toThrow(
    `${dir}/half.ifo: the StarDict .dict file is missing (looked for ${dir}/half.dict, ${dir}/half.dict.dz)`,
  );
  writeFile(dir, 'lone.index', '');
  expect(() => detectSource(`${dir}/lone.index`)).toThrow(
    `${dir}/lone.index: the dictd .dict file is missing (looked for ${dir}/lone.dict, ${dir}/lone.dict.dz)`,
  );
});
