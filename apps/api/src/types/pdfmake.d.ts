/**
 * The part of pdfmake's server API the bills' PDF uses. `@types/pdfmake` is not installed: it
 * pulls the DOM library into the whole API's types (its `fetch` then refuses Node buffers).
 */
declare module 'pdfmake' {
  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  /** A document definition (https://pdfmake.github.io/docs/): content, styles, page setup. */
  export type DocumentDefinition = Record<string, unknown> & { content: unknown[] };
  interface CreatedPdf {
    getBuffer(): Promise<Buffer>;
  }
  const pdfmake: {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(document: DocumentDefinition): CreatedPdf;
  };
  export default pdfmake;
}
