/** The English words of the reading page and the listen button (read-fa.ts holds the shape and the Persian). */
import { englishPlural, isolated } from './format';
import type { listenFa, readFa } from './read-fa';

export const readEn: typeof readFa = {
  wordsBetween: ', ',
  title: 'Read a text',
  intro:
    'Paste a Persian text, from news and books to poetry: each of its words becomes a link to its meaning in the dictionaries.',
  textLabel: 'Persian text',
  submit: 'Read',
  file: '.txt file or picture',
  camera: 'Photo of a text',
  recognising: 'Reading the picture’s text',
  recognisingDone: ({ percent }) => `Reading the picture’s text, in this browser… ${percent}%`,
  noWasm:
    'This browser cannot read text in pictures (it has no WebAssembly). Type or paste the text, or come back with a newer browser.',
  notImage: 'This picture could not be opened. Choose a PNG, JPEG or WebP picture.',
  imageTooLarge: 'This picture is too large to read in the browser. Crop or shrink it, then choose it again.',
  noPersian: 'No Persian text was found in this picture. Take a sharper, closer photo of the text, or type it.',
  ocrFailed: 'The picture reader could not load. Connect to the internet and choose the picture again.',
  tooLong: ({ limit }) => `This text is over ${limit} KB. Paste part of it, and read the rest separately.`,
  notText: 'This file is not plain UTF-8 text. Save it as .txt, or paste its text into the box.',
  empty: 'The box is empty. Paste or type a text, or choose a .txt file.',
  waiting: 'Reading the text…',
  stopped: 'This text is long: it has been read up to here. Read the rest on its own.',
  readRest: 'Read the rest',
  readingRest: 'Reading the rest of the text…',
  region: 'The text read',
  summary: ({ n, words, known }) => `${words} ${englishPlural(n, 'word', 'words')}, ${known} in the dictionaries.`,
  hintTouch: 'Tap any word to see its meaning.',
  hintPointer: 'Click any word to see its meaning; move from word to word with ← and →.',
  inLibrary: 'In your library',
  pronAbove: 'Romanisation above the words',
  close: 'Close',
  wordPage: 'Word page',
  saveWithSentence: 'Save with its sentence',
  savedWithSentence: 'Saved to your library with its sentence',
  notSaved: 'Not saved: the browser has no room left',
};

export const listenEn: typeof listenFa = {
  button: 'Listen',
  name: ({ word }) => `Listen to “${isolated(word)}”`,
  noVoice: {
    fa: 'This device has no Persian voice to read the word aloud; one can be added in its speech settings.',
    ar: 'This device has no Arabic voice to read the word aloud; one can be added in its speech settings.',
    en: 'This device has no English voice to read the word aloud; one can be added in its speech settings.',
  },
};
