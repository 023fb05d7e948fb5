import '../about.css';
import { DB_GROUP_LABELS, DB_GROUPS, DB_NAMES, dbInfo, dbsInGroup, type DbName } from '../../../../shared/catalog';
import type { Credits, DictionaryCredit } from '../../../../shared/credits';
import { usePageTitle } from '../../../components/page-title';
import { LicenceName, SourceName } from '../../../components/credit-names';
import { SampleLabel, SAMPLE_NOTE } from '../../../components/sample-label';
import { useCredits } from '../../../connection/service-credits';
import { formatCount, toPersianDigits } from '../../../text/persian-digits';

/** `/about`: every dictionary with where its text comes from, how many entries it has and its licence. */
export function AboutPage() {
  usePageTitle('دربارهٔ فرهنگ‌ها');
  const credits = useCredits();
  const samples = credits === undefined ? 0 : [...credits.values()].filter((credit) => credit.sample).length;
  return (
    <div className="about">
      <h1>دربارهٔ فرهنگ‌ها</h1>
      {credits === undefined ? (
        <p className="notice">
          این برنامه از سرویسی می‌پرسد که از منبع فرهنگ‌هایش چیزی نگفته است؛ منبع هر فرهنگ را از گردانندهٔ همان سرویس
          بپرسید.
        </p>
      ) : (
        <p>
          فرهنگ {toPersianDigits(DB_NAMES.length)} فرهنگ را جست‌وجو می‌کند. اینجا آمده که متن هر کدام از کجاست، چند مدخل
          دارد و با چه پروانه‌ای آمده است.
          {samples > 0
            ? ` ${toPersianDigits(samples)} فرهنگ هنوز تنها نمونه‌ای کوتاه دارند که خود فرهنگ نوشته است، نه متن آن فرهنگ را؛ هر جا مدخلی از آن‌ها ببینید، برچسب «نمونه» دارد.`
            : null}
        </p>
      )}
      {DB_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`about-${group}`}>
          <h2 id={`about-${group}`}>{DB_GROUP_LABELS[group]}</h2>
          <ul className="about__list">
            {dbsInGroup(group).map((db) => (
              <DictionaryItem key={db} db={db} credits={credits} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function DictionaryItem({ db, credits }: { readonly db: DbName; readonly credits: Credits | undefined }) {
  const credit = credits?.get(db);
  return (
    <li className="card about__item">
      <h3 className="about__name">
        {dbInfo(db).source} <SampleLabel db={db} brief />
      </h3>
      {credit === undefined ? null : <CreditFacts credit={credit} />}
    </li>
  );
}

function CreditFacts({ credit }: { readonly credit: DictionaryCredit }) {
  return (
    <dl className="about__facts">
      <dt>منبع</dt>
      <dd>
        {credit.sample ? SAMPLE_NOTE : credit.name === '' ? 'گرداننده نگفته است' : <SourceName credit={credit} />}
      </dd>
      <dt>مدخل‌ها</dt>
      <dd>{formatCount(credit.entries)}</dd>
      <dt>پروانه</dt>
      <dd>
        {credit.sample ? (
          'همان پروانهٔ خود فرهنگ'
        ) : credit.licence === '' ? (
          'گرداننده نگفته است'
        ) : (
          <LicenceName credit={credit} />
        )}
      </dd>
    </dl>
  );
}
