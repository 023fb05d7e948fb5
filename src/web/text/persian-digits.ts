import { toPersianDigits } from '../../shared/digits';

// Declared in shared/, where the service's link previews use them too; the app's screens import them here.
export { persianDigitsInText, toPersianDigits } from '../../shared/digits';

/** A count with Persian digits and the Persian thousands separator (۱٬۲۳۴). */
export function formatCount(value: number): string {
  return toPersianDigits(value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '٬'));
}
