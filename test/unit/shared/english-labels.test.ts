import { expect, test } from 'vitest';
import { DATABASES, DB_GROUPS, dbGroupLabel, dbLabel, dbSource } from '../../../src/shared/catalog';
import { SEARCH_TYPES, searchTypeLabel } from '../../../src/shared/search-types';

const PERSIAN = /[\u0600-\u06FF]/;

test('every dictionary has an English label of its own, and the app picks the label by language', () => {
  for (const db of DATABASES) {
    expect(dbLabel(db.name, 'en'), db.name).toMatch(/^[^\u0600-\u06FF]+$/);
    expect(dbLabel(db.name, 'fa'), db.name).toMatch(PERSIAN);
  }
  expect(new Set(DATABASES.map((db) => db.labelEn)).size).toBe(DATABASES.length);
  expect(dbLabel('moein', 'en')).toBe('Moein');
  expect(dbLabel('moein', 'fa')).toBe('معین');
});

test('every search type and dictionary group has an English label', () => {
  for (const type of SEARCH_TYPES) {
    expect(searchTypeLabel(type, 'en'), type).toMatch(/^[^\u0600-\u06FF]+$/);
    expect(searchTypeLabel(type, 'fa'), type).toMatch(PERSIAN);
  }
  for (const group of DB_GROUPS) expect(dbGroupLabel(group, 'en'), group).toMatch(/^[^\u0600-\u06FF]+$/);
});

test('every dictionary has a full English name of its own, and its Persian one is the source the wire sends', () => {
  for (const db of DATABASES) {
    expect(dbSource(db.name, 'en'), db.name).toMatch(/^[^\u0600-\u06FF]+$/);
    expect(dbSource(db.name, 'fa'), db.name).toBe(db.source);
  }
  expect(new Set(DATABASES.map((db) => dbSource(db.name, 'en'))).size).toBe(DATABASES.length);
});
