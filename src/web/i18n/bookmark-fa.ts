/** The Persian words of a word's bookmark (the word page's, and the library page's folders). */
type Count = { n: number; count: string };

export const bookmarkFa = {
  notSaved: ({ done }: { done: string }) => `${done}، ولی ذخیره نشد`,
  bookmarkRemoved: 'نشانک برداشته شد',
  bookmarkAdded: 'نشانک گذاشته شد',
  movedTo: ({ folder }: { folder: string }) => `به پوشهٔ «${folder}» رفت`,
  bookmark: 'نشانک',
  removeBookmark: 'برداشتن نشانک',
  folder: 'پوشه',
  defaultFolder: 'عمومی',
  newFolder: 'پوشهٔ تازه',
  newFolderName: 'نام پوشهٔ تازه',
  create: 'ساختن',
  seenTimes: ({ n: _n, count }: Count) => `${count} بار دیده‌اید`,
  cancel: 'انصراف',
};
