import { inflateSync } from 'node:zlib';
import jsqr from 'jsqr';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * Reads back the QR code a PDF draws as filled squares (`x y w h re`): the squares are put back on
 * a grid of modules, painted into an image with a quiet zone, and decoded with jsQR as a scanner
 * would. Null when the page draws no code that decodes.
 */
export async function drawnQrText(bytes: Uint8Array, pageIndex = 0): Promise<string | null> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPages()[pageIndex];
  if (!page) return null;
  const contents = page.node.Contents();
  const streams = contents
    ? 'asArray' in contents
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents]
    : [];
  const ops = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => (s.dict.get(PDFName.of('Filter')) ? inflateSync(s.contents) : s.contents))
    .map((raw) => Buffer.from(raw).toString('latin1'))
    .join('\n');
  const number = String.raw`(-?[\d.]+)`;
  const squares = [
    ...ops.matchAll(new RegExp(`${number} ${number} ${number} ${number} re`, 'g')),
  ].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
  if (squares.length === 0) return null;
  const unit = Math.min(...squares.map(([, , , h]) => h));
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.max(...squares.map(([, y, , h]) => y + h));
  const modules = Math.round((Math.max(...squares.map(([x, , w]) => x + w)) - left) / unit);
  const quiet = 4;
  const scale = 4;
  const side = (modules + 2 * quiet) * scale;
  const image = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, w, h] of squares) {
    const column = Math.round((x - left) / unit);
    const row = Math.round((top - y - h) / unit);
    const width = Math.round(w / unit);
    for (let py = (row + quiet) * scale; py < (row + quiet + 1) * scale; py++) {
      for (let px = (column + quiet) * scale; px < (column + quiet + width) * scale; px++) {
        const at = (py * side + px) * 4;
        image[at] = image[at + 1] = image[at + 2] = 0;
      }
    }
  }
  // A CommonJS module whose exports carry the function as `default` too, as its types say.
  return jsqr.default(image, side, side)?.data ?? null;
}
