/**
 * The Persian words of how a word is used: how common it is and the sentences it is used in. Only
 * results, the word page and the popover draw them, so they travel with those parts (usage-section.ts).
 */
export const usageFa = {
  /** How common a word is, by its band in the frequency list (shared/frequency.ts). */
  bands: {
    'very-common': 'بسیار پرکاربرد',
    common: 'پرکاربرد',
    'less-common': 'کم‌کاربرد',
    rare: 'کمیاب',
  },
  /** Said with the band where it stands alone (a chip): what the label rates. */
  bandNote: 'میزان کاربرد این واژه در متن‌ها',
  /** Under an example sentence: the corpus it is from, credited as its licence asks. */
  exampleFrom: <T>({ corpus, licence }: { corpus: T; licence: T }) => ['از ', corpus, '، پروانهٔ ', licence],
  exampleSpoken: 'گفتاری',
};
