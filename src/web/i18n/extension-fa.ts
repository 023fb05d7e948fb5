/** The Persian words of the browser extension (src/extension): its popover's states and its options page. */
export const extensionFa = {
  looking: 'در فرهنگ جست‌وجو می‌شود…',
  missing: ({ word }: { word: string }) => `«${word}» در فرهنگ‌ها نیست.`,
  unreachable: 'فرهنگ پاسخ نداد. نشانی سرویس و توکن را در تنظیمات افزونه ببینید.',
  optionsTitle: 'افزونهٔ فرهنگ',
  optionsIntro:
    'روی هر واژهٔ فارسی در هر صفحه‌ای کلیک کنید تا معنی‌اش را ببینید؛ روی پیوند، Alt را نگه دارید و کلیک کنید.',
  service: 'نشانی سرویس',
  token: 'توکن',
  offSites: 'سایت‌هایی که افزونه در آن‌ها خاموش است (هر کدام در یک خط)',
  save: 'ذخیره',
  saved: 'ذخیره شد.',
  badService: 'نشانی سرویس باید با https:// یا http:// آغاز شود.',
  library: ({ count }: { count: string }) => `واژه‌های ذخیره‌شده با جمله: ${count}`,
  exportJson: 'دریافت برای کتابخانهٔ فرهنگ (JSON)',
  exportAnki: 'دریافت برای Anki (TSV)',
};
