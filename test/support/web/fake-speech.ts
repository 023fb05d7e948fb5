/**
 * The Web Speech API's speechSynthesis as a test sets it up (jsdom has none): voices that can
 * change later, as browsers load theirs after the page, and every utterance it was asked to say.
 */
import { onTestFinished, vi } from 'vitest';

export interface FakeVoice {
  readonly name: string;
  readonly lang: string;
  readonly voiceURI: string;
  readonly default: boolean;
  readonly localService: boolean;
}

export function voice(lang: string, name = `Voice ${lang}`): FakeVoice {
  return { name, lang, voiceURI: `urn:voice:${name}`, default: false, localService: true };
}

class FakeUtterance {
  voice: FakeVoice | null = null;
  lang = '';
  constructor(readonly text: string) {}
}

export class FakeSpeech extends EventTarget {
  voices: FakeVoice[];
  readonly spoken: FakeUtterance[] = [];
  readonly cancel = vi.fn();
  constructor(voices: FakeVoice[]) {
    super();
    this.voices = voices;
  }
  getVoices(): FakeVoice[] {
    return [...this.voices];
  }
  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
  }
  /** New voices, announced as a browser announces them. */
  load(voices: FakeVoice[]): void {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}

/** Installs a speechSynthesis with these voices for the test; gone again after it. */
export function fakeSpeech(voices: FakeVoice[]): FakeSpeech {
  const speech = new FakeSpeech(voices);
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return speech;
}
