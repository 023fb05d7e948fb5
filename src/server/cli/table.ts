function width(text: string): number {
  // Code points, without combining marks (harakat) and format characters (ZWNJ), which take no column.
  return [...text.replace(/\p{M}|\p{Cf}/gu, '')].length;
}

/** A plain-text table with a header row, columns padded to their widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(width(title), ...rows.map((row) => width(row[column] ?? ''))));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
