import './settings.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { BidiText } from '../../../components/bidi-text';
import { usePageTitle } from '../../../components/page-title';
import {
  DEFAULT_PRODUCT,
  getDefaultSettings,
  getSettings,
  resetSettings,
  saveSettings,
  useSettings,
} from '../../../connection/settings-store';
import { testConnection } from '../api/test-connection';
import { ConnectionResult } from './connection-result';
import { baseUrlProblem, changedFrom, draftOf, toSettings, type SettingsDraft } from './settings-form-values';
import { TokenField } from './token-field';

/** `/settings`: which v3 service the app asks, with which token and product name. */
export function SettingsPage() {
  usePageTitle('تنظیمات');
  const queryClient = useQueryClient();
  const settings = useSettings();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(getSettings()));
  const [notice, setNotice] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const test = useMutation({ mutationFn: testConnection });
  const ids = { base: useId(), product: useId() };
  const problem = baseUrlProblem(draft.baseUrl);

  function edit(change: Partial<SettingsDraft>): void {
    setDraft((d) => ({ ...d, ...change }));
    setNotice('');
    // A connection result is about the values it tested: once a field changes it says nothing true.
    test.reset();
  }

  function save(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setShowProblem(true);
    if (problem) return;
    const changes = changedFrom(getDefaultSettings(), toSettings(draft));
    resetSettings();
    saveSettings(changes);
    setDraft(draftOf(getSettings()));
    // Nothing answered under the old settings may stay on screen.
    queryClient.clear();
    setNotice('تنظیمات ذخیره شد.');
  }

  function restoreDefaults(): void {
    resetSettings();
    queryClient.clear();
    setDraft(draftOf(getSettings()));
    setShowProblem(false);
    test.reset();
    setNotice('تنظیمات به پیش‌فرض برگشت.');
  }

  function runTest(): void {
    setShowProblem(true);
    if (!problem) test.mutate(toSettings(draft));
  }

  return (
    <div className="settings">
      <h1>تنظیمات</h1>
      <p className="settings__intro">فرهنگ از یک سرویس v3 می‌پرسد. نشانی آن سرویس و توکن خود را اینجا بنویسید.</p>
      <form className="card settings__form" onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor={ids.base}>نشانی سرویس</label>
          <input
            id={ids.base}
            name="baseUrl"
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={globalThis.location.origin}
            value={draft.baseUrl}
            aria-invalid={showProblem && problem ? true : undefined}
            aria-describedby={`${ids.base}-hint${showProblem && problem ? ` ${ids.base}-problem` : ''}`}
            onChange={(event) => edit({ baseUrl: event.target.value })}
          />
          <p id={`${ids.base}-hint`} className="field__hint">
            خالی یعنی همین نشانی. سرویسی که اکنون پرسیده می‌شود:{' '}
            <BidiText text={settings.baseUrl || globalThis.location.origin} lang="en" />
          </p>
          {showProblem && problem ? (
            <p id={`${ids.base}-problem`} className="field__problem">
              {problem}
            </p>
          ) : null}
        </div>
        <TokenField value={draft.token} onChange={(token) => edit({ token })} />
        <div className="field">
          <label htmlFor={ids.product}>نام محصول</label>
          <input
            id={ids.product}
            name="product"
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder={DEFAULT_PRODUCT}
            value={draft.product}
            onChange={(event) => edit({ product: event.target.value })}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary">
            ذخیره
          </button>
          <button type="button" className="button" onClick={runTest} disabled={test.isPending}>
            آزمایش اتصال
          </button>
          <button type="button" className="button button--quiet" onClick={restoreDefaults}>
            بازگشت به پیش‌فرض
          </button>
        </div>
        <p role="status" className="settings__notice">
          {notice}
        </p>
      </form>
      <section className="settings__test" aria-labelledby="connection-heading">
        <h2 id="connection-heading" className="visually-hidden">
          نتیجهٔ آزمایش اتصال
        </h2>
        <div role="status">
          {test.isPending ? <p>در حال آزمایش اتصال…</p> : null}
          {test.data ? <ConnectionResult report={test.data} /> : null}
        </div>
      </section>
    </div>
  );
}
