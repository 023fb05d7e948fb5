import { useId, useState } from 'react';
import { getDefaultSettings, useSettings } from '../../../connection/settings-store';
import { BaseUrlField } from './base-url-field';
import { ConnectionTestSection } from './connection-test-section';
import { ProductField } from './product-field';
import { SettingsActions } from './settings-actions';
import { changedFrom } from './settings-form-values';
import { TokenField } from './token-field';
import { useSettingsForm } from './use-settings-form';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/settings-section';

/**
 * The service the app asks, its token and product name: closed by default, since a reader needs
 * none of it, and open by itself while the reader's own values are in force, so a service address
 * that broke the app shows its way back (the defaults button) without a hunt.
 */
export function AdvancedSettings() {
  const settings = useSettings();
  const form = useSettingsForm();
  const ids = { base: useId(), product: useId(), summary: useId() };
  const m = useMessages();
  const [toggled, setToggled] = useState<boolean | undefined>(undefined);
  const overridden = Object.keys(changedFrom(getDefaultSettings(), settings)).length > 0;
  return (
    <details
      className="settings__advanced"
      aria-labelledby={ids.summary}
      open={toggled ?? overridden}
      onToggle={(event) => setToggled(event.currentTarget.open)}
    >
      <summary id={ids.summary}>{m.settings.advanced}</summary>
      <p className="settings__intro">{m.settings.advancedIntro}</p>
      <form className="card settings__form" onSubmit={form.save} noValidate>
        <BaseUrlField
          id={ids.base}
          value={form.draft.baseUrl}
          current={settings.baseUrl}
          problem={form.shownProblem}
          onChange={(baseUrl) => form.edit({ baseUrl })}
        />
        <TokenField value={form.draft.token} onChange={(token) => form.edit({ token })} />
        <ProductField id={ids.product} value={form.draft.product} onChange={(product) => form.edit({ product })} />
        <SettingsActions testing={form.test.isPending} onTest={form.runTest} onRestoreDefaults={form.restoreDefaults} />
        <p role="status" className="settings__notice">
          {form.notice === '' ? '' : m.settings[form.notice]}
        </p>
      </form>
      <ConnectionTestSection pending={form.test.isPending} report={form.test.data} />
    </details>
  );
}
