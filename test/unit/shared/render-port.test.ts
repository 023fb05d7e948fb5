import fc from 'fast-check';
import { expect, test } from 'vitest';
import { scriptSafeJson } from '../../../src/shared/render-port';

const BREAKERS = ['</script', '<!--', ']]>', '<', '>', '&', '\u2028', '\u2029'];

test('the state text never holds what could end or change a <script> element, and reads back the same', () => {
  const hostile = fc.oneof(
    fc.string(),
    fc.constantFrom('</script><script>alert(1)</script>', '<!--', ']]>', '\u2028\u2029', '</SCRIPT >', '&lt;'),
  );
  fc.assert(
    fc.property(fc.array(hostile), (parts) => {
      const value = { text: parts.join(''), parts };
      const text = scriptSafeJson(value);
      for (const breaker of BREAKERS) expect(text).not.toContain(breaker);
      expect(JSON.parse(text)).toEqual(value);
    }),
  );
});
