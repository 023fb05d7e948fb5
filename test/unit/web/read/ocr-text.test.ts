import { expect, test } from 'vitest';
import { holdsPersian, tidyOcrText } from '../../../../src/web/features/read/ocr/ocr-text';

test('printed lines are joined into their sentences; a paragraph starts only after a sentence and a blank line', () => {
  const raw = 'سلام، فردا ساعت ده صبح جلسه داریم. اگر نمی‌توانی\n\nبیایی خبر بده.\n\nنامهٔ دوم اینجاست.\n';
  expect(tidyOcrText(raw)).toBe('سلام، فردا ساعت ده صبح جلسه داریم. اگر نمی‌توانی بیایی خبر بده.\nنامهٔ دوم اینجاست.');
});

test('lines with no letter go, Arabic kaf and yeh become Persian, and ZWNJs stay', () => {
  expect(tidyOcrText('|\n— —\nكتاب‌ها را خواندي\n')).toBe('کتاب‌ها را خواندی');
});

test('the model’s misread marks are put right: the comma, and the ezafe read as Arabic ة', () => {
  expect(tidyOcrText('سلام, فردا')).toBe('سلام، فردا');
  expect(tidyOcrText('دوست عزیزم» نامه‌ات')).toBe('دوست عزیزم، نامه‌ات');
  expect(tidyOcrText('به «گفتهٔ» او')).toBe('به «گفتهٔ» او');
  expect(tidyOcrText('از هفتةٌ آینده و گفتة او')).toBe('از هفتهٔ آینده و گفتهٔ او');
});

test('Persian is found only in enough sure Persian letters: not in specks, English or an unsure guess', () => {
  expect(holdsPersian('کتاب‌ها را خواندیم', 88)).toBe(true);
  expect(holdsPersian('ی ه', 90)).toBe(false);
  expect(holdsPersian('The quick brown fox و', 80)).toBe(false);
  expect(holdsPersian('سچ ی مک بهار', 8)).toBe(false);
});
