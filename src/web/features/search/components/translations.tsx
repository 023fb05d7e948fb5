import { Link } from 'react-router';
import { searchPath } from '../../../../shared/routes';
import type { Direction } from '../../../text/direction-runs';
import { translationSpans } from '../../../text/translations';
import { MarkedText } from './marked-text';

/**
 * A bilingual dictionary's snippet with each Persian translation a link to its own search: from
 * "friend" a reader goes on to «دوست», «رفیق»… (above the card's own link, results.css).
 */
export function Translations({ text, dir }: { readonly text: string; readonly dir: Direction }) {
  return (
    <MarkedText
      text={text}
      spans={translationSpans(text)}
      dir={dir}
      mark={(word) => (
        <Link className="result__translation" to={searchPath(word)}>
          {word}
        </Link>
      )}
    />
  );
}
