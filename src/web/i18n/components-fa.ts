/** The Persian words of the shared components (src/web/components): spinners, banners, credits, labels. */
export const componentsFa = {
  loading: 'در حال بارگذاری…',
  offline: 'به اینترنت وصل نیستید؛ واژه‌هایی که پیش‌تر دیده‌اید در دسترس‌اند.',
  /** Heard before a transcription, which read out bare says nothing of what it is. */
  pronunciation: 'تلفظ: ',
  sample: 'نمونه',
  sampleNote: 'متن نمونه‌ای که وب‌گاهِ فرهنگ خود نوشته است، نه متن این فرهنگ',
  /** Between the sources a dictionary's chip names in its title. */
  sourcesBetween: '؛ ',
  /** «Wiktionary contributors (برگرفته با Wiktextract)»: the tool a source came through. */
  via: <T>({ tool }: { tool: T }) => ['(برگرفته با ', tool, ')'],
  /** A name or word quoted inside a sentence, as the language quotes. */
  quoted: <T>({ text }: { text: T }) => ['«', text, '»'],
  backHome: 'بازگشت به صفحهٔ نخست',
};
