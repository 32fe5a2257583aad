import { RECEIPT_QR } from '@vh/contracts';
import type JsQrFunction from 'jsqr';

type JsQr = typeof JsQrFunction;
type Pixels = { data: Uint8ClampedArray; width: number; height: number };

let decoder: Promise<JsQr> | undefined;

/** jsQR is fetched the first time a code is read, so /verify's first load carries none of it. */
export function qrDecoder(): Promise<JsQr> {
  decoder ??= import('jsqr').then((module) => module.default);
  return decoder;
}

/** What the code in these pixels says, or null when there is none. */
export async function readQr(pixels: Pixels, both = true): Promise<string | null> {
  const jsQR = await qrDecoder();
  const found = jsQR(pixels.data, pixels.width, pixels.height, {
    // Camera frames come often: only dark-on-light is looked for there.
    inversionAttempts: both ? 'attemptBoth' : 'dontInvert',
  });
  return found?.data ?? null;
}

/** The pixels of a picture (a video frame, an opened image), at most `maxSide` on its longer side. */
export function pixelsOf(
  source: CanvasImageSource,
  width: number,
  height: number,
  maxSide: number = RECEIPT_QR.imageMaxPx,
): Pixels | null {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return { data: image.data, width: image.width, height: image.height };
}

export type ImageReading =
  { kind: 'found'; text: string } | { kind: 'notFound' } | { kind: 'unreadable' };

/** Reads the QR code in an opened image file (a photo or scan of a printed receipt). */
export async function readQrImage(file: Blob): Promise<ImageReading> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    if (!pixels) return { kind: 'unreadable' };
    const text = await readQr(pixels);
    return text === null ? { kind: 'notFound' } : { kind: 'found', text };
  } finally {
    bitmap.close();
  }
}
