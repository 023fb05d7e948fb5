/**
 * en2fa's own entries (data/built/README.md): each English headword of English Wiktionary with
 * the Persian translations its translation tables give, sense by sense (Buchmeier's extraction).
 * They stand beside the entries the importer reverses from fa2en's glosses, which come from the
 * Persian side: the same English word has an entry of each kind.
 */
import { canonical } from '../../../src/shared/persian/normalise';
import { escapeHtml } from '../../../src/server/site/head-tags';
import { iranianReading } from '../../../src/server/dictionary/choose-pron';
import { jsonlFile } from '../jsonl';
import { readTranslationTables, type Translation } from '../read/translation-tables';
import { TRANSLATIONS } from '../sources';
import type { BuiltFile, SourceReader } from '../text-files';

// A translation in Persian script: no Latin letters or digits of its own.
const PERSIAN_TEXT_RE = /^[^A-Za-z0-9]*[\u0600-\u06FF][^A-Za-z0-9]*$/;

function item({ word, romanisation, labels }: Translation): string {
  const label = labels.length === 0 ? '' : ` [${escapeHtml(labels.join(', '))}]`;
  // The tables' editors romanise in two schemes («Ibrāhīm», «ebrâhim»): shown as every other entry is.
  const roman = romanisation === '' ? '' : ` <i>(${escapeHtml(iranianReading(romanisation))})</i>`;
  return `${escapeHtml(canonical(word))}${roman}${label}`;
}

export function buildEnglish(read: SourceReader): BuiltFile[] {
  const byHeadword = new Map<string, string[]>();
  for (const sense of readTranslationTables(read(TRANSLATIONS.persian))) {
    const translations = sense.translations.filter((t) => PERSIAN_TEXT_RE.test(t.word));
    if (translations.length === 0) continue;
    const gloss = sense.gloss === '' ? '' : ` (${escapeHtml(sense.gloss)})`;
    const line = `<li><i>${escapeHtml(sense.pos)}</i>${gloss}: ${translations.map(item).join('، ')}</li>`;
    byHeadword.set(sense.headword, [...(byHeadword.get(sense.headword) ?? []), line]);
  }
  const entries = [...byHeadword].map(([title, senses]) => ({ title, text: `<ol>${senses.join('')}</ol>` }));
  return [jsonlFile('en2fa', entries)];
}
