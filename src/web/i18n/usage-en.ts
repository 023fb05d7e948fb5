/** The English words of how a word is used (usage-fa.ts holds the shape and the Persian). */
import type { usageFa } from './usage-fa';

export const usageEn: typeof usageFa = {
  bands: {
    'very-common': 'Very common',
    common: 'Common',
    'less-common': 'Less common',
    rare: 'Rare',
  },
  bandNote: 'How often this word is used in texts',
  exampleFrom: ({ corpus, licence }) => ['From ', corpus, ', licence ', licence],
  exampleSpoken: 'spoken',
};
