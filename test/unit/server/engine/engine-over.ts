import { createEngine } from '../../../../src/server/engine/create-engine';
import type { Engine, SearchPage, SearchQuery } from '../../../../src/server/ports/engine';
import { DB_NAMES } from '../../../../src/shared/catalog';
import { seedDatabase, type SeedEntry } from '../../../../scripts/bench/seed-store';

/** An engine over a fresh in-memory store holding exactly `entries`. */
export function engineOver(entries: readonly SeedEntry[]): Engine {
  return createEngine(seedDatabase(entries));
}

/** A search with the defaults a client gets when it sends only q and type: all databases, first 50. */
export function searchAll(
  engine: Engine,
  q: string,
  type: SearchQuery['type'],
  more: Partial<SearchQuery> = {},
): SearchPage {
  return engine.search({ q, type, dbs: DB_NAMES, start: 0, rows: 50, ...more });
}

export function titlesOf(page: SearchPage): string[] {
  return page.results.map((result) => result.title);
}

/** `db:title:num` of each result, for assertions on mixed databases. */
export function labelsOf(page: SearchPage): string[] {
  return page.results.map((result) => `${result.db}:${result.title}:${result.num}`);
}

export const faCollator = new Intl.Collator('fa');
