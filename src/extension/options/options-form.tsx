import { useId, useState, type FormEvent } from 'react';
import { ankiTsv } from '../../web/features/library/model/anki-tsv';
import { datedFileName, downloadText } from '../../web/features/library/model/download';
import { useLibrary } from '../../web/features/library/model/library-store';
import { useFormat, useMessages } from '../../web/i18n/language-context';
import { saveOffSites, saveServiceSettings, type ServiceSettings } from '../extension-settings';
import '../../web/i18n/extension-section';
import '../../web/i18n/library-section';

interface OptionsFormProps {
  readonly settings: ServiceSettings;
  readonly off: readonly string[];
}

/**
 * The options page: the service the popover asks and its token (the built-in ones until changed),
 * the sites it stays off on, and the words saved from pages, to take into Farhang's library
 * (its import reads this JSON) or into Anki.
 */
export function OptionsForm({ settings, off }: OptionsFormProps) {
  const m = useMessages();
  const f = useFormat();
  const id = useId();
  const { doc } = useLibrary();
  const [status, setStatus] = useState('');

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const service = String(form.get('service') ?? '').trim();
    if (!/^https?:\/\/\S+$/.test(service)) return setStatus(m.extension.badService);
    await saveServiceSettings({ service, token: String(form.get('token') ?? '') });
    await saveOffSites(String(form.get('off') ?? '').split('\n'));
    setStatus(m.extension.saved);
  }

  return (
    <>
      <h1>{m.extension.optionsTitle}</h1>
      <p>{m.extension.optionsIntro}</p>
      <form className="extension-options__form" onSubmit={(event) => void save(event)}>
        <label htmlFor={`${id}-service`}>{m.extension.service}</label>
        <input id={`${id}-service`} name="service" type="url" dir="ltr" defaultValue={settings.service} required />
        <label htmlFor={`${id}-token`}>{m.extension.token}</label>
        <input
          id={`${id}-token`}
          name="token"
          type="password"
          dir="ltr"
          defaultValue={settings.token}
          autoComplete="off"
        />
        <label htmlFor={`${id}-off`}>{m.extension.offSites}</label>
        <textarea id={`${id}-off`} name="off" dir="ltr" rows={4} defaultValue={off.join('\n')} />
        <button type="submit" className="button button--primary">
          {m.extension.save}
        </button>
        <p role="status">{status}</p>
      </form>
      <section>
        <p>{m.extension.library({ count: f.count(doc.bookmarks.length) })}</p>
        <button
          type="button"
          className="button"
          onClick={() =>
            downloadText(datedFileName('library', 'json'), `${JSON.stringify(doc, null, 2)}\n`, 'application/json')
          }
        >
          {m.extension.exportJson}
        </button>{' '}
        <button
          type="button"
          className="button"
          disabled={doc.bookmarks.length === 0}
          onClick={() =>
            downloadText(
              datedFileName('bookmarks', 'tsv'),
              ankiTsv(doc.bookmarks, { messages: m, format: f }),
              'text/tab-separated-values',
            )
          }
        >
          {m.extension.exportAnki}
        </button>
      </section>
    </>
  );
}
