/**
 * Query strings as real clients write them, raw or encoded: `+` for a space, escapes in either
 * case, any order, a trailing `&`, an empty value; a parameter given twice is refused by name.
 */
import { afterAll, expect, test } from 'vitest';
import { at } from '../support/service/json';
import { startService } from '../support/service/harness';
import { exchange, head } from '../support/service/raw-socket';

const service = await startService();
afterAll(() => service.stop());
const T = service.token;

/** The body of GET `target` (sent byte for byte, raw UTF-8 included). */
async function body(target: string): Promise<{ status: number | undefined; text: string; body: unknown }> {
  const { replies } = await exchange(service.port, head(`GET ${target} HTTP/1.1`, `Host: 127.0.0.1:${service.port}`));
  return { status: replies[0]?.status, text: replies[0]?.text ?? '', body: replies[0]?.body };
}

test('+ is a space and escapes may be upper or lower case, raw or encoded alike', async () => {
  const forms = [
    `/v3/search?q=می+گساری&token=${T}`,
    `/v3/search?q=%D9%85%DB%8C+%DA%AF%D8%B3%D8%A7%D8%B1%DB%8C&token=${T}`,
    `/v3/search?q=%d9%85%db%8c%20%da%af%d8%b3%d8%a7%d8%b1%db%8c&token=${T}`,
  ];
  const answers = await Promise.all(forms.map(body));
  expect(at(answers[0]?.body, 'meta', 'q')).toBe('می گساری');
  expect(at(answers[0]?.body, 'data', 'num_found')).toBe(1);
  for (const answer of answers) expect(answer.text).toBe(answers[0]?.text);
});

test('parameters in any order, with a trailing or doubled & and an empty filter, mean the same', async () => {
  const forms = [
    `/v3/search?q=امید&type=exact&token=${T}`,
    `/v3/search?token=${T}&type=exact&q=امید`,
    `/v3/search?type=exact&q=امید&token=${T}&`,
    `/v3/search?&&q=امید&&type=exact&token=${T}&&`,
    `/v3/search?q=امید&type=exact&filter=&token=${T}`,
  ];
  const answers = await Promise.all(forms.map(body));
  expect(answers[0]?.status).toBe(200);
  expect(Number(at(answers[0]?.body, 'data', 'num_found'))).toBeGreaterThan(5);
  for (const answer of answers) expect(answer.text).toBe(answers[0]?.text);
});

test('the same parameter twice is 400 naming it, whether the copies are raw, encoded or equal', async () => {
  const cases = [
    [`/v3/search?q=امید&q=${encodeURIComponent('امید')}&token=${T}`, 'q is given more than once'],
    [`/v3/search?q=امید&filter=moein&filter=amid&token=${T}`, 'filter is given more than once'],
    [`/v3/word?title=امید&db=moein&num=1&num=1&token=${T}`, 'num is given more than once'],
  ] as const;
  for (const [target, message] of cases) {
    const answer = await body(target);
    expect(answer.status).toBe(400);
    expect(at(answer.body, 'response', 'error')).toBe('invalid_parameter');
    expect(at(answer.body, 'response', 'message')).toBe(message);
  }
});

test('an escaped & or = inside a raw value stays part of the value', async () => {
  const answer = await body(`/v3/suggest?q=ا%26ب%3Dج&token=${T}`);
  expect(at(answer.body, 'meta', 'q')).toBe('ا&ب=ج');
});
