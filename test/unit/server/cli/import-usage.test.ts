import { expect, test } from 'vitest';
import { usageText } from '../../../../src/server/cli/usage';
import { IMPORT_FORMATS } from '../../../../src/server/dictionary/import/formats';

test('the import usage names every format, its suffixes and whether it needs --as', () => {
  const lines = usageText().split('\n');
  const importAt = lines.findIndex((line) => line.startsWith('  import FILE...'));
  expect(importAt).toBeGreaterThan(-1);
  const formatLines = lines.slice(importAt + 1, importAt + 1 + IMPORT_FORMATS.length);
  expect(formatLines.map((line) => line.trim().split(/\s{2,}/))).toEqual(
    IMPORT_FORMATS.map((format) => [
      format.name,
      format.suffixes.join(' '),
      ...(format.namesItsDictionary ? [] : ['(needs --as)']),
    ]),
  );
  expect(lines[importAt + 1 + IMPORT_FORMATS.length]).toMatch(/^ {2}token /);
});
