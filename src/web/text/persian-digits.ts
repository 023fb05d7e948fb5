const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Every ASCII digit of a number or text shown to the reader, in Persian digits. */
export function toPersianDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** A count with Persian digits and the Persian thousands separator (۱٬۲۳۴). */
export function formatCount(value: number): string {
  return toPersianDigits(value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '٬'));
}

/**
 * Digits inside Persian text, as the reader should see them: each run of digits in Persian
 * digits, except a run that touches a Latin letter (`H2O`, `mp3`, `CO2`), which is part of a Latin
 * word and stays as written. The length never changes, so offsets into the text still hold.
 */
export function persianDigitsInText(text: string): string {
  return text.replace(/[0-9]+/g, (run: string, at: number) => {
    const touchesLatin = /[A-Za-z]/.test(text.charAt(at - 1)) || /[A-Za-z]/.test(text.charAt(at + run.length));
    return touchesLatin ? run : toPersianDigits(run);
  });
}
