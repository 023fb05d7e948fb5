import { useSyncExternalStore } from 'react';
import { speak, subscribeToVoices, voiceUriFor } from './device-voice';
import { useMessages } from '../i18n/language-context';
import '../i18n/listen-section';

/**
 * A button that says a headword aloud in the device's voice for its language (Persian for a
 * Persian word); where the device has no such voice, a line saying so and where one is added.
 * Nothing on the server, which cannot know: the button or the line appears once the page runs and
 * the voices have loaded.
 */
export function ListenButton({
  text,
  lang,
  className,
}: {
  readonly text: string;
  readonly lang: string;
  readonly className?: string;
}) {
  const voice = useSyncExternalStore(
    subscribeToVoices,
    () => voiceUriFor(lang),
    () => '',
  );
  const m = useMessages();
  if (voice === '' || text.trim() === '') return null;
  if (voice === null) {
    const note = m.listen.noVoice[lang === 'fa' || lang === 'ar' ? lang : 'en'];
    return <p className={className ? `listen-none ${className}` : 'listen-none'}>{note}</p>;
  }
  return (
    <button
      type="button"
      className={className ? `button listen-button ${className}` : 'button listen-button'}
      aria-label={m.listen.name({ word: text })}
      onClick={() => speak(text, lang)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
      </svg>{' '}
      {m.listen.button}
    </button>
  );
}
