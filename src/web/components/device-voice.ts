/**
 * The device's voice for a language, from the Web Speech API. Browsers load their voices after the
 * page (Chrome says so with `voiceschanged`), so readers subscribe; a voice is named by its URI, a
 * string, so an unchanged list reads as unchanged.
 */

function synth(): SpeechSynthesis | undefined {
  return typeof globalThis.speechSynthesis === 'object' ? globalThis.speechSynthesis : undefined;
}

/** 'fa' matches fa, fa-IR and Android's fa_IR; the device's default voice first among them. */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const prefix = lang.toLowerCase();
  const voices = (synth()?.getVoices() ?? []).filter((voice) => {
    const tag = voice.lang.toLowerCase().replace('_', '-');
    return tag === prefix || tag.startsWith(`${prefix}-`);
  });
  return voices.find((voice) => voice.default) ?? voices[0];
}

/**
 * The voice's URI; `null` when the device has none for the language — it has no speech at all,
 * or its voices have loaded without one — and '' while that cannot be told (no voices yet:
 * browsers load them after the page).
 */
export function voiceUriFor(lang: string): string | null {
  const speech = synth();
  if (speech === undefined) return null;
  const voice = voiceFor(lang);
  if (voice !== undefined) return voice.voiceURI;
  return speech.getVoices().length > 0 ? null : '';
}

export function subscribeToVoices(listener: () => void): () => void {
  const speech = synth();
  if (speech === undefined || typeof speech.addEventListener !== 'function') return () => {};
  speech.addEventListener('voiceschanged', listener);
  return () => speech.removeEventListener('voiceschanged', listener);
}

/** Says `text` in the language's voice, cutting off whatever was being said. */
export function speak(text: string, lang: string): void {
  const speech = synth();
  const voice = voiceFor(lang);
  if (speech === undefined || voice === undefined) return;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  speech.speak(utterance);
}
