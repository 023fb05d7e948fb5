import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../hooks/use-hydrated';
import type { ReadState } from '../model/posted-text';
import { LIMIT_KB, readTextFile, textProblem, type TextProblem } from '../model/text-size';
import { isPicture, PICTURE_TYPES, usePictureText } from '../hooks/use-picture-text';
import type { PictureReadProblem } from '../ocr/read-picture';
import { PictureProgress } from './picture-progress';
import { useFormat, useMessages } from '../../../i18n/language-context';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import '../../../i18n/read-section';

/**
 * The text box. Without JavaScript it posts to `/read` and the server draws the reading; with it,
 * the text goes into history (not the address: it may be long, or private) and the page reads it.
 * A `.txt` file is read here, in the browser, into the box; so is a picture's text, recognised
 * here (nothing is uploaded), and then read at once, as if pasted, for the reader to correct.
 */
export function ReadForm({ text }: { readonly text: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(text);
  const [problem, setProblem] = useState<TextProblem | PictureReadProblem | undefined>(undefined);
  const picture = usePictureText();
  const m = useMessages();
  const format = useFormat();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const refusal = textProblem(draft);
    setProblem(refusal);
    if (refusal === undefined) void navigate(ROUTE_PATTERNS.read, { state: { text: draft } satisfies ReadState });
  }

  async function pick(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    setProblem(undefined);
    const reading = isPicture(file) ? await picture.read(file) : await readTextFile(file);
    if ('problem' in reading) return setProblem(reading.problem);
    setDraft(reading.text);
    if (isPicture(file)) void navigate(ROUTE_PATTERNS.read, { state: { text: reading.text } satisfies ReadState });
  }

  return (
    <form className="read-form" method="post" action={ROUTE_PATTERNS.read} onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="read-form__label">
        {m.read.textLabel}
      </label>
      <textarea
        id={`${id}-text`}
        name="text"
        className="read-form__text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={6}
        required
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={problem === undefined ? undefined : `${id}-problem`}
      />
      {picture.progress === undefined ? null : <PictureProgress done={picture.progress} />}
      {problem === undefined ? null : (
        <p id={`${id}-problem`} className="read-form__problem" role="alert">
          {problem === 'tooLong' ? m.read.tooLong({ limit: format.count(LIMIT_KB) }) : m.read[problem]}
        </p>
      )}
      <div className="read-form__actions">
        <button type="submit" className="button button--primary">
          {m.read.submit}
        </button>
        {/* A file is read by the page's script: without one the picker would do nothing, so it
            shows (in the room it always had) once the page runs. */}
        <label className={hydrated ? 'button read-form__file' : 'button read-form__file read-form__file--idle'}>
          {m.read.file}
          <input
            type="file"
            accept={`.txt,text/plain,${PICTURE_TYPES}`}
            className="visually-hidden"
            disabled={!hydrated || picture.progress !== undefined}
            onChange={(event) => void pick(event)}
          />
        </label>
        {/* The camera, on a phone (read.css shows it where the pointer is coarse). */}
        <label className={hydrated ? 'button read-form__camera' : 'button read-form__camera read-form__file--idle'}>
          {m.read.camera}
          <input
            type="file"
            accept={PICTURE_TYPES}
            capture="environment"
            className="visually-hidden"
            disabled={!hydrated || picture.progress !== undefined}
            onChange={(event) => void pick(event)}
          />
        </label>
      </div>
    </form>
  );
}
