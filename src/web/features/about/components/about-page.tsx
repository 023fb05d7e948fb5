import '../about.css';
import { DB_GROUPS, DB_NAMES, dbGroupLabel, dbSource, dbsInGroup, type DbName } from '../../../../shared/catalog';
import type { Credits, DictionaryCredit } from '../../../../shared/credits';
import { usePageTitle } from '../../../components/page-title';
import { LicenceName, licencesOf, namedSources, SourceName } from '../../../components/credit-names';
import { SampleLabel } from '../../../components/sample-label';
import { useCredits } from '../../../connection/service-credits';
import { EXTENSION_ZIP_PATH } from '../../../../shared/extension-files';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/about-section';

/** `/about`: every dictionary with where its text comes from, how many entries it has and its licence. */
export function AboutPage() {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  usePageTitle(m.about.title);
  const credits = useCredits();
  const samples = credits === undefined ? 0 : [...credits.values()].filter((credit) => credit.sample).length;
  return (
    <div className="about">
      <h1>{m.about.title}</h1>
      {credits === undefined ? (
        <p className="notice">{m.about.noCredits}</p>
      ) : (
        <p>
          {m.about.intro({ n: DB_NAMES.length, count: f.count(DB_NAMES.length) })}
          {samples > 0 ? ` ${m.about.samples({ n: samples, count: f.count(samples) })}` : null}
        </p>
      )}
      <section aria-labelledby="about-extension">
        <h2 id="about-extension">{m.about.extensionTitle}</h2>
        <p>{m.about.extensionText}</p>
        {/* The service's own address: the zip asks this service. A file, not a route of the app. */}
        <a className="button" href={EXTENSION_ZIP_PATH} download>
          {m.about.extensionLink}
        </a>
      </section>
      {DB_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`about-${group}`}>
          <h2 id={`about-${group}`}>{dbGroupLabel(group, language)}</h2>
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
  const language = useLanguage();
  return (
    <li className="card about__item">
      <h3 className="about__name">
        {dbSource(db, language)} <SampleLabel db={db} brief />
      </h3>
      {credit === undefined ? null : <CreditFacts credit={credit} />}
    </li>
  );
}

function CreditFacts({ credit }: { readonly credit: DictionaryCredit }) {
  const m = useMessages();
  const f = useFormat();
  const sources = namedSources(credit);
  const licences = licencesOf(credit);
  return (
    <dl className="about__facts">
      <dt>{sources.length > 1 ? m.about.sources : m.about.source}</dt>
      {credit.sample ? (
        <dd>{m.components.sampleNote}</dd>
      ) : sources.every((source) => source.name === '') ? (
        <dd>{m.about.notSaid}</dd>
      ) : (
        <dd>
          <ul className="about__sources">
            {sources.map((source) => (
              <li key={`${source.name}|${source.via}`}>
                <SourceName source={source} />
              </li>
            ))}
          </ul>
        </dd>
      )}
      <dt>{m.about.entries}</dt>
      <dd>{f.count(credit.entries)}</dd>
      <dt>{licences.length > 1 ? m.about.licences : m.about.licence}</dt>
      {credit.sample ? (
        <dd>{m.about.sampleLicence}</dd>
      ) : licences.length === 0 ? (
        <dd>{m.about.notSaid}</dd>
      ) : (
        <dd>
          <ul className="about__sources">
            {licences.map((licence) => (
              <li key={licence.licence}>
                <LicenceName source={licence} />
              </li>
            ))}
          </ul>
        </dd>
      )}
    </dl>
  );
}
