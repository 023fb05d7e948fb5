/** The part of subset-font the build uses (it ships no types of its own). */
declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** Axis tag → a fixed value or a narrower range. */
    readonly variationAxes?: Readonly<Record<string, number | { readonly min: number; readonly max: number }>>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
