/**
 * `/robots.txt`: crawlers may read the app's pages; the API (a token in every URL), the token's
 * own `/config.json` and a reader's private pages (library, settings) are not for them. The
 * sitemap is named by its absolute URL on the public origin, when there is one to name.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendAnswer } from '../http/compress';
import { etagOf } from '../http/etag';
import { CORS_HEADERS, JSON_HEADERS } from '../http/security-headers';

export const ROBOTS_PATH = '/robots.txt';

export function robotsText(sitemapUrl: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Disallow: /v3/',
    'Disallow: /config.json',
    'Disallow: /library',
    'Disallow: /settings',
    ...(sitemapUrl === undefined ? [] : ['', `Sitemap: ${sitemapUrl}`]),
  ];
  return `${lines.join('\n')}\n`;
}

export function sendRobots(req: IncomingMessage, res: ServerResponse, sitemapUrl: string | undefined): void {
  const body = robotsText(sitemapUrl);
  sendAnswer(
    req,
    res,
    200,
    {
      ...CORS_HEADERS,
      ...JSON_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      ETag: etagOf(body),
    },
    body,
  );
}
