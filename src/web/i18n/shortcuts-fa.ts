/** The keyboard shortcuts sheet's words, in Persian (a feature section: the sheet is a lazy part). */
export const shortcutsFa = {
  title: 'میان‌برهای صفحه‌کلید',
  note: 'با صفحه‌کلید فارسی هم کار می‌کنند: همان کلید را بزنید.',
  close: 'بستن',
  focusSearch: 'رفتن به کادر جست‌وجو',
  moveResults: 'رفتن میان نتیجه‌ها',
  nextDictionary: 'همین واژه در فرهنگ بعدی (در صفحهٔ واژه)',
  previousDictionary: 'همین واژه در فرهنگ پیشین (در صفحهٔ واژه)',
  bookmark: 'نشانک گذاشتن یا برداشتن (در صفحهٔ واژه)',
  copyLink: 'کپی پیوند واژه (در صفحهٔ واژه)',
  help: 'همین راهنما',
  escape: 'بستن راهنما یا فهرست پیشنهادها',
};
