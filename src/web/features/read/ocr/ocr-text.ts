/**
 * What the recogniser's text becomes in the reading box: printed lines joined into their sentences
 * (Tesseract ends every line, often as a paragraph, and a line break ends a sentence for the
 * reading), lines of no letters (rules, specks read as «|») dropped, Arabic kaf and yeh written as
 * Persian ones, and the model's usual misreadings of Persian marks put right: the Persian comma
 * read as a Latin one or as a closing guillemet with no opening one, and the ezafe's «هٔ» read as
 * Arabic «ة». And whether it holds Persian at all: a photo with no text, or English text, reads as
 * a few unsure letters.
 */
import { persianLetters } from '../../../../shared/persian/normalise';

const LETTER = /\p{L}/gu;
const ARABIC_SCRIPT_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF]/gu;

/** Persian letters fewer than this, or a mean confidence below it: no Persian text was found. */
const MIN_PERSIAN_LETTERS = 3;
const MIN_CONFIDENCE = 45;

/** A line that ends a sentence, after which a new line may begin a paragraph. */
const SENTENCE_END = /[.!?؟:…]$/;

function marksPutRight(text: string): string {
  const comma = text.includes('«') ? text : text.replace(/»(?=\s)/g, '،');
  return comma.replace(/(?<=\p{L}),(?=\s)/gu, '،').replace(/ةٌ?(?=[\s.،؛!؟]|$)/g, 'هٔ');
}

/** The recognised text as the reader gets it. */
export function tidyOcrText(raw: string): string {
  let text = '';
  let blank = false;
  for (const printed of raw.split('\n')) {
    const line = printed.replace(/\s+/g, ' ').trim();
    if (line.match(LETTER) === null) {
      blank ||= line === '';
      continue;
    }
    // A new paragraph only where Tesseract left a blank line after a sentence's end.
    text += text === '' ? line : `${blank && SENTENCE_END.test(text) ? '\n' : ' '}${line}`;
    blank = false;
  }
  return marksPutRight(persianLetters(text));
}

/** Whether a recognised text (tidied) at Tesseract's mean `confidence` (0–100) holds Persian. */
export function holdsPersian(text: string, confidence: number): boolean {
  const persian = text.match(ARABIC_SCRIPT_LETTER)?.length ?? 0;
  const letters = text.match(LETTER)?.length ?? 0;
  return persian >= MIN_PERSIAN_LETTERS && persian * 2 >= letters && confidence >= MIN_CONFIDENCE;
}
