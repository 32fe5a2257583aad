import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { watchErrors } from './checks.ts';
import { expectStaffReceipt, pagePicture, staffSavesReceiptPdf } from './receipt-steps.ts';

// The camera a phone or laptop would have: 640x480, which Chromium's fake capture device plays
// from a file. Its frames are the printed page's top right corner, where the QR code is, held up
// to the lens: the code fills most of the frame beside the end of the facts' column.
const FRAME = { width: 640, height: 480 };
// A hand is never still: the page moves a few pixels to the left from one frame to the next.
const FRAMES = 5;
const DRIFT_PX = 3;
/** The width the Letter page is drawn at, so its top right corner fills a frame. */
const PAGE_PX = 1280;

/** The width, height and grey pixels of a binary PGM picture (P5, 8 bits), as pdftoppm writes it. */
function readPgm(file: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.toString('latin1', 0, 64));
  if (!header) throw new Error('not an 8-bit binary PGM picture');
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: file.subarray(whole.length) };
}

/**
 * A YUV4MPEG2 video of a grey picture seen through a FRAME-sized window drifting left: each frame
 * is its I420 planes, the picture as luma and neutral (128) chroma.
 */
function y4mVideo(picture: { width: number; height: number; pixels: Buffer }): Buffer {
  const { width, height } = FRAME;
  const parts = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)];
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  for (let frame = 0; frame < FRAMES; frame += 1) {
    const left = frame * DRIFT_PX;
    const luma = Buffer.alloc(width * height, 255);
    for (let row = 0; row < height && row < picture.height; row += 1) {
      const start = row * picture.width + left;
      picture.pixels.copy(luma, row * width, start, start + Math.min(width, picture.width - left));
    }
    parts.push(Buffer.from('FRAME\n'), luma, chroma);
  }
  return Buffer.concat(parts);
}

test('[STAFF+VISITOR] a printed receipt held up to the camera on /verify is read and checked', async ({
  browser,
  playwright,
  launchOptions,
  baseURL,
  request,
}, testInfo) => {
  const { staff, pdf } = await staffSavesReceiptPdf(browser, request, testInfo);

  // The page drawn PAGE_PX wide (its 60 mm QR code, quiet zone included, about 355 px), and its
  // top right corner cut out, a little wider than a frame for the drift.
  const corner = await pagePicture(
    pdf,
    testInfo.outputPath('corner'),
    [
      '-gray',
      '-scale-to-x',
      String(PAGE_PX),
      '-scale-to-y',
      '-1',
      '-x',
      String(PAGE_PX - FRAME.width - FRAMES * DRIFT_PX),
      '-y',
      '0',
      '-W',
      String(FRAME.width + FRAMES * DRIFT_PX),
      '-H',
      String(FRAME.height),
    ],
    'pgm',
  );
  const video = testInfo.outputPath('camera.y4m');
  await writeFile(video, y4mVideo(readPgm(await readFile(corner))));

  // A browser whose camera plays that video, allowed for the app's origin.
  const camera = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const checker = await camera.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await checker.grantPermissions(['camera'], { origin: baseURL });
  const verify = await checker.newPage();
  // Keeps each camera stream the page opens, to see that its tracks are stopped afterwards.
  await verify.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    const streams: MediaStream[] = [];
    Object.assign(window, { cameraStreams: streams });
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const errors = watchErrors(verify);
  await verify.goto('/verify');
  await verify.getByRole('button', { name: 'Scan with the camera', exact: true }).click();
  await expect(verify.getByLabel('The camera, looking for the QR code')).toBeVisible();

  await expectStaffReceipt(verify, staff);
  // Once read, the camera is off: its view is gone and every track of its stream has ended.
  await expect(verify.getByLabel('The camera, looking for the QR code')).toHaveCount(0);
  await expect(
    verify.getByRole('button', { name: 'Scan with the camera', exact: true }),
  ).toBeVisible();
  const tracks = await verify.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) =>
      stream.getTracks().map((track) => `${track.kind} ${track.readyState}`),
    ),
  );
  expect(tracks).toEqual(['video ended']);

  expect(errors).toEqual([]);
  await camera.close();
});
