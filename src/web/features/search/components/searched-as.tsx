import { queryFolding, type Folding } from '../../../../shared/persian/query-folding';
import { searchTypeInfo, type SearchType } from '../../../../shared/search-types';

const FOLDING_LABELS: Record<Folding, string> = {
  letters: 'حرف‌های عربی (ي، ك، …) فارسی خوانده شد',
  marks: 'اِعراب و تشدید کنار گذاشته شد',
  noise: 'کشیده و نویسه‌های نادیدنی برداشته شد',
  gaps: 'فاصله و نیم‌فاصله یکی شمرده شد',
  digits: 'رقم‌ها به هر خطی یکی شمرده شد',
  case: 'حرف‌های بزرگ و کوچک لاتین یکی شمرده شد',
};

/**
 * «جست‌وجو شد: …» — what the service actually compared, when its normaliser changed the query,
 * and why, so the reader sees that «كتاب» was searched as «کتاب». Nothing when it searched as typed.
 */
export function SearchedAs({ q, type }: { readonly q: string; readonly type: SearchType }) {
  const folding = queryFolding(q, searchTypeInfo(type).matches === 'meaning');
  if (!folding) return null;
  return (
    <p className="searched-as">
      جست‌وجو شد: «<bdi dir="auto">{folding.searched}</bdi>»
      <span className="searched-as__why"> — {folding.foldings.map((kind) => FOLDING_LABELS[kind]).join('؛ ')}</span>
    </p>
  );
}
