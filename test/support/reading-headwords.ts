import type { ReadHeadword } from '../../src/shared/wire/read';

/**
 * moein's «کتاب» in test/fixtures/reading.jsonl as a reading gives it for «کتاب‌ها»: the contract
 * test holds the service to it, and the web tests draw the same answer.
 */
export const BOOK_MOEIN: ReadHeadword = {
  title: 'کتاب',
  db: 'moein',
  num: 1,
  description: [{ rule: 'plural', mark: 'ها' }],
  meaning: 'نوشته، نامه.',
  pron: 'ketāb',
};
