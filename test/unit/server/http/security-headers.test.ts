import { expect, test } from 'vitest';
import { contentSecurityPolicy } from '../../../../src/server/http/security-headers';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

test('the app policy allows only our own origin and the four Trusted Types policies', () => {
  const policy = directives(contentSecurityPolicy());
  expect(Object.fromEntries(policy)).toEqual({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self'",
    'font-src': "'self'",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'require-trusted-types-for': "'script'",
    'trusted-types': 'farhang-html dompurify farhang-sw farhang-ocr',
  });
});

test('extra API origins join connect-src and nothing else', () => {
  const policy = directives(contentSecurityPolicy(['https://api.example.org', 'http://127.0.0.1:8787']));
  expect(policy.get('connect-src')).toBe("'self' https://api.example.org http://127.0.0.1:8787");
  expect(policy.get('script-src')).toBe("'self'");
});

test.each(['https://x.org; script-src *', "'unsafe-inline'", 'https://x.org/path', ''])(
  'an origin that could smuggle a directive (%j) is refused',
  (origin) => {
    expect(() => contentSecurityPolicy([origin])).toThrow(/not an origin/);
  },
);

test('an inline style is allowed by its hash in style-src alone, never by unsafe-inline', () => {
  const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
  const policy = directives(contentSecurityPolicy([], { styles: [hash] }));
  expect(policy.get('style-src')).toBe(`'self' ${hash}`);
  expect(policy.get('script-src')).toBe("'self'");
});

test('an inline script is allowed by its hash in script-src alone, never by unsafe-inline', () => {
  const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
  const policy = directives(contentSecurityPolicy([], { scripts: [hash] }));
  expect(policy.get('script-src')).toBe(`'self' ${hash}`);
  expect(policy.get('style-src')).toBe("'self'");
});

test.each(["'unsafe-inline'", "'sha256-abc'; script-src *", 'sha256-abc'])(
  'a style or script source that is no hash (%j) is refused',
  (source) => {
    expect(() => contentSecurityPolicy([], { styles: [source] })).toThrow(/not a hash source/);
    expect(() => contentSecurityPolicy([], { scripts: [source] })).toThrow(/not a hash source/);
  },
);
