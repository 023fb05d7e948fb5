const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Every ASCII digit of a number or text shown to the reader, in Persian digits. */
export function toPersianDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** A count with Persian digits and the Persian thousands separator (۱٬۲۳۴). */
export function formatCount(value: number): string {
  return toPersianDigits(value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '٬'));
}
