import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

// WinAnsi is Latin-1 but for 0x80-0x9F, where it keeps typographic marks.
const WIN_ANSI: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/** The text drawn on each page (pdf-lib writes it as hex strings in deflated content streams). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents
      ? 'asArray' in contents
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents]
      : [];
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => {
        const raw = s.dict.get(PDFName.of('Filter')) ? inflateSync(s.contents) : s.contents;
        return [
          ...Buffer.from(raw)
            .toString('latin1')
            .matchAll(/<([0-9A-Fa-f]*)> Tj/g),
        ]
          .map((m) => winAnsi(Buffer.from(m[1] ?? '', 'hex')))
          .join('\n');
      })
      .join('\n');
  });
}
