import './settings.css';
import { usePageTitle } from '../../../components/page-title';
import { AdvancedSettings } from './advanced-settings';
import { DefaultDbsField } from './default-dbs-field';
import { ReaderSettings } from './reader-settings';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/settings-section';

/**
 * `/settings`: first what a reader changes (look, text, default dictionaries), each at once; then,
 * closed, the service the app asks, with a way back to the defaults.
 */
export function SettingsPage() {
  const m = useMessages();
  usePageTitle(m.settings.title);
  return (
    <div className="settings">
      <h1>{m.settings.title}</h1>
      <ReaderSettings />
      <DefaultDbsField />
      <AdvancedSettings />
    </div>
  );
}
