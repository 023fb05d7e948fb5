/** The options page's start: the stored settings and the reader's language, then the form. */
import '../../web/styles/fonts.css';
import '../../web/styles/base.css';
import '../../web/styles/components.css';
import '../extension.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from '../../web/i18n/language-context';
import { loadMessages } from '../../web/i18n/load-messages';
import { offSites, serviceSettings } from '../extension-settings';
import { readerLanguage } from '../reader-language';
import { OptionsForm } from './options-form';

const language = readerLanguage();
document.documentElement.lang = language;
document.documentElement.dir = language === 'fa' ? 'rtl' : 'ltr';
const [settings, off, messages] = await Promise.all([serviceSettings(), offSites(), loadMessages(language)]);
const root = document.getElementById('root');
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <OptionsForm settings={settings} off={off} />
      </LanguageProvider>
    </StrictMode>,
  );
}
