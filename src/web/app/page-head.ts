/**
 * The head of a server-rendered page besides its title: a description drawn from the meaning
 * (search engines, link previews), the title a link preview shows, and the canonical path of a
 * page worth indexing — a word page without its marks, the home page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PageHead } from '../../shared/page-render';
import { firstLine } from '../../shared/plain-text';
import { parseWordRoute } from '../../shared/routes';
import { APP_NAME } from '../components/page-title';
import { wordPath } from '../../shared/routes';
import { formatCount } from '../text/persian-digits';
import { displayTitle } from '../text/text-lang';
import { wordOptions } from '../api/word-query';
import type { SearchData } from '../features/search/api/search-options';
import type { PagePlan } from './page-plan';

export const SITE_DESCRIPTION = 'فرهنگ: جست‌وجوی واژه در فرهنگ‌های فارسی';
const MAX_DESCRIPTION = 200;

function wordHead(url: URL, client: QueryClient, baseUrl: string, title: string): PageHead | undefined {
  const [, , db, word, num] = url.pathname.split('/').map((part) => safeDecode(part));
  const route = parseWordRoute({ db, title: word, num });
  if (route === undefined) return undefined;
  const entry = client.getQueryData(wordOptions(baseUrl, route).queryKey);
  if (entry === undefined) return undefined;
  return {
    title,
    description: firstLine(entry.text, MAX_DESCRIPTION) || SITE_DESCRIPTION,
    previewTitle: `${displayTitle(entry).trim() || route.title} — ${entry.source}`,
    canonicalPath: wordPath(route.db, route.title, route.num),
  };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

export function pageHead(url: URL, plan: PagePlan, client: QueryClient, baseUrl: string, title: string): PageHead {
  if (plan.status === 200 && url.pathname.startsWith('/word/')) {
    const head = wordHead(url, client, baseUrl, title);
    if (head !== undefined) return head;
  }
  if (plan.status === 200 && url.pathname === '/search' && plan.mainKey !== undefined) {
    const data = client.getQueryData<SearchData>(plan.mainKey);
    const q = url.searchParams.get('q')?.trim() ?? '';
    if (data !== undefined) {
      return {
        title,
        description: `«${q}» در فرهنگ‌های فارسی: ${formatCount(data.num_found)} نتیجه`,
        previewTitle: `«${q}» — ${APP_NAME}`,
      };
    }
  }
  const indexed = plan.status === 200 && plan.indexed && url.search === '';
  return {
    title,
    description: SITE_DESCRIPTION,
    previewTitle: APP_NAME,
    ...(indexed ? { canonicalPath: url.pathname } : {}),
  };
}
