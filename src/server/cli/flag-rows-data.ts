/** The flag table's rows for what is imported and the tokens made: credit, names, reasons. */
import type { Section } from './flag';

export const CREDIT_SECTION = {
  title:
    "credit (import, or serve with --data): who made the data imported and its licence, shown on its word pages and /about; the dictionaries imported are the operator's own, no longer our sample; without these a dictionary keeps the catalog's open source, or names none:",
  tag: 'credit',
  flags: {
    source: { kind: 'string', arg: 'NAME', help: 'the source to credit' },
    'source-url': { kind: 'string', arg: 'URL', help: 'links the source (http or https)' },
    licence: { kind: 'string', arg: 'NAME', help: 'its licence' },
    'licence-url': { kind: 'string', arg: 'URL', help: "links the licence's text (http or https)" },
  },
} as const satisfies Section;

export const NAMING_SECTION = {
  title: 'token and import:',
  flags: {
    name: { kind: 'string', arg: 'NAME', help: "token create: the new token's name (needed)" },
    reason: { kind: 'string', arg: 'R', help: 'token suspend: why, shown by token list' },
    as: {
      kind: 'string',
      arg: 'DBNAME',
      help: 'import: the dictionary of the entries that name none; the formats marked (needs --as) name none',
    },
  },
} as const satisfies Section;
