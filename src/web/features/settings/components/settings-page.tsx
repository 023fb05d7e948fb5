import './settings.css';
import { useId } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { useSettings } from '../../../connection/settings-store';
import { BaseUrlField } from './base-url-field';
import { ConnectionTestSection } from './connection-test-section';
import { ProductField } from './product-field';
import { SettingsActions } from './settings-actions';
import { TokenField } from './token-field';
import { useSettingsForm } from './use-settings-form';

/** `/settings`: which v3 service the app asks, with which token and product name. */
export function SettingsPage() {
  usePageTitle('تنظیمات');
  const settings = useSettings();
  const form = useSettingsForm();
  const ids = { base: useId(), product: useId() };

  return (
    <div className="settings">
      <h1>تنظیمات</h1>
      <p className="settings__intro">فرهنگ از یک سرویس v3 می‌پرسد. نشانی آن سرویس و توکن خود را اینجا بنویسید.</p>
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
          {form.notice}
        </p>
      </form>
      <ConnectionTestSection pending={form.test.isPending} report={form.test.data} />
    </div>
  );
}
