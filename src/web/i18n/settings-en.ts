/** The English words of the settings page (settings-fa.ts holds the shape and the Persian). */
import { englishPlural, isolated } from './format';
import type { settingsFa } from './settings-fa';

export const settingsEn: typeof settingsFa = {
  title: 'Settings',
  display: 'Display',
  language: 'Language',
  languages: { fa: 'فارسی', en: 'English' },
  theme: 'Theme',
  textSize: 'Text size',
  textSizes: { normal: 'normal', large: 'large', larger: 'larger' },
  pronAbove: 'Romanisation above the words on the reading page',
  defaultDbs: 'Default dictionaries',
  defaultDbsHint:
    'A search where you pick no dictionary asks these, in this order; results from a dictionary higher up come first. None means all dictionaries.',
  allDbs: 'All dictionaries, in their own order.',
  allDbsSamplesLast: 'All dictionaries, those with their real text first and those with our samples after them.',
  dbOrder: 'Order of the default dictionaries',
  moveUp: ({ name }) => `Move ${name} up`,
  moveDown: ({ name }) => `Move ${name} down`,
  movedTo: ({ name, place, count }) => `${name}: ${place} of ${count}`,
  advanced: 'Advanced: service, token and product',
  advancedIntro:
    'Farhang asks a v3 service. If you have another service, write its address and your token here. If something stops working after a change, “Back to defaults” puts everything back as it was.',
  baseUrl: 'Service address',
  baseUrlHint: 'Empty means this address. The service asked now:',
  baseUrlIncomplete: 'The service address must be complete and start with http:// or https://.',
  baseUrlNotAllowed: ({ origin }) =>
    `This site does not connect the app to ${origin}: its operator allows only its own service (and those named with --api-origin). Open the app on that service’s own site, or ask the operator to allow it.`,
  token: 'Token',
  showToken: 'Show token',
  tokenShape: ({ count }) =>
    `This is not the shape of a token. A v3 service’s token is a number, a dot and ${count} Latin letters and digits:`,
  tokenHint: 'The token is kept only in this browser and never appears in the address of a page.',
  product: 'Product name',
  save: 'Save',
  testConnection: 'Test connection',
  restoreDefaults: 'Back to defaults',
  saved: 'Settings saved.',
  restored: 'Settings are back to the defaults.',
  testHeading: 'Connection test result',
  testing: 'Testing the connection…',
  connected: 'Connected',
  connectedDetail: ({ word, n, count }) =>
    `The service accepted the token and sent ${count} ${englishPlural(n, 'suggestion', 'suggestions')} for “${isolated(word)}”.`,
};
