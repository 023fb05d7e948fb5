import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { importIndexed } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { DB_NAMES } from '../../../../src/shared/catalog';
import { exactKey } from '../../../../src/shared/persian/normalise';
import { inPersian } from '../../../support/persian-description';

/**
 * The engine over the embedded default's JSON Lines: the sample dictionaries the project wrote
 * (data/*.jsonl) and those built from open data (data/built/), without fa2en's Wiktionary file.
 */
function sampleEngine() {
  const database = openStore(':memory:');
  const files = ['data', 'data/built'].flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.jsonl'))
      .map((name) => join(dir, name)),
  );
  importIndexed(database, files);
  return createEngine(database);
}

const engine = sampleEngine();

test('forms whose headword suggest cannot reach lead to their headwords', () => {
  const expected: [string, string, string][] = [
    ['آب‌ها', 'آب', 'جمعِ آب'],
    ['آبها', 'آب', 'جمعِ آب'],
    ['آب ها', 'آب', 'جمعِ آب'],
    ['دلم', 'دل', 'دل، با ضمیرِ ملکیِ «م»'],
    ['دریاها', 'دریا', 'جمعِ دریا'],
    ['شیران', 'شیر', 'جمعِ شیر'],
    ['دانشم', 'دانش', 'دانش، با ضمیرِ ملکیِ «م»'],
    ['دریاهایشان', 'دریا', 'جمعِ دریا، با ضمیرِ ملکیِ «شان»'],
    ['می‌خوانم', 'خواندن', 'مضارع از خواندن'],
  ];
  for (const [form, headword, description] of expected) {
    // Suggest completes what was typed, so it never reaches the headword of an inflected form.
    expect(engine.suggest(form), form).not.toContain(headword);
    const found = engine.forms(form)[0];
    expect(found?.headword, form).toBe(headword);
    expect(found && inPersian(found.headword, found.description), form).toBe(description);
  }
});

test('sample headwords that look inflected come first as themselves; other readings only if the store has them', () => {
  for (const word of ['باران', 'زمان', 'آسمان', 'دانستن', 'پاییز', 'ایران', 'بادمجان']) {
    // The first suggestion is the word itself, spelled as most of the store's entries spell it («پائیز»).
    expect(exactKey(engine.suggest(word)[0] ?? ''), word).toBe(exactKey(word));
    // Whatever else is offered is a headword of the store, which its own exact search finds.
    for (const form of engine.forms(word)) {
      const found = engine.search({ q: form.headword, type: 'exact', dbs: DB_NAMES, start: 0, rows: 1 });
      expect(found.numFound, `${word} → ${form.headword}`).toBeGreaterThan(0);
    }
  }
});
