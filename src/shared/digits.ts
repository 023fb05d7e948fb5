/**
 * Digits as a Persian reader is shown them, in one place for the app's screens and the service's
 * link previews (word-head.ts), so a number reads the same on the page and in a shared link.
 */
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Every ASCII digit of a number or text shown to the reader, in Persian digits. */
export function toPersianDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

const LATIN = /[A-Za-z]/;

/**
 * Digits inside Persian text, as the reader should see them: each run of digits in Persian
 * digits, except a run that touches a Latin letter (`H2O`, `mp3`, `CO2`), which is part of a Latin
 * word and stays as written. `before` and `after` are the characters around the text when it is
 * a piece of a longer one (the «2» of `x<sup>2</sup>`). The length never changes, so offsets into
 * the text still hold.
 */
export function persianDigitsInText(text: string, before = '', after = ''): string {
  return text.replace(/[0-9]+/g, (run: string, at: number) => {
    const left = at === 0 ? before : text.charAt(at - 1);
    const right = at + run.length === text.length ? after : text.charAt(at + run.length);
    return LATIN.test(left) || LATIN.test(right) ? run : toPersianDigits(run);
  });
}

/** A count with Persian digits and the Persian thousands separator (۱٬۲۳۴). */
export function formatCount(value: number): string {
  return toPersianDigits(value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '٬'));
}
