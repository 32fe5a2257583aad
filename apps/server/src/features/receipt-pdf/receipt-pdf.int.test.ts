import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  receiptFromHash,
  ZPunchResponse,
  ZReceiptKeys,
  ZSignedReceipt,
  type TSignedReceipt,
} from '@vh/contracts';
import { profiles } from '../../db/schema/index.ts';
import { api } from '../../testing/factories.ts';
import { drawnQrText } from '../../testing/pdf-qr.ts';
import { pageTexts } from '../../testing/pdf-text.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, punch, punchBody, signatureChecks } from '../../testing/timeclock.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function pdfOf(punchId: string, jwt?: string) {
  const res = await fetch(`${server.baseUrl}/api/timeclock/punches/${punchId}/receipt.pdf`, {
    headers: jwt ? { 'x-jwt': jwt } : {},
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    cache: res.headers.get('cache-control'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/** What a phone does with the printed code: opens the link, and /verify checks the receipt. */
async function checkedFromQr(bytes: Uint8Array): Promise<TSignedReceipt> {
  const link = await drawnQrText(bytes);
  expect(link).toMatch(/^http.+\/verify#c=[A-Za-z0-9_-]+$/);
  const json = receiptFromHash(new URL(link!).hash);
  const signed = ZSignedReceipt.parse(JSON.parse(json!));
  const { keys } = ZReceiptKeys.parse((await api(server, 'GET', '/api/receipts/keys/')).body);
  const key = keys.find((k) => k.key_id === signed.receipt.key_id);
  expect(key && signatureChecks(key, JSON.parse(json!) as TSignedReceipt)).toBe(true);
  return signed;
}

describe("a punch's receipt as a PDF", () => {
  it('gives the staff member one page with the facts in words and a QR code that verifies', async () => {
    const { owner, staff } = await businessWithStaff(server);
    // A name the PDF's font cannot write: the page prints '?', the code carries it exactly.
    await server.database.db
      .update(profiles)
      .set({ firstName: 'Zoë', lastName: '李' })
      .where(eq(profiles.uid, staff.uid));
    const res = await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { punch: made, receipt } = ZPunchResponse.parse(res.body);

    const pdf = await pdfOf(made.id, staff.jwt);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="receipt-${made.id}.pdf"`);
    expect(pdf.cache).toBe('no-store');
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(1);
    const text = (await pageTexts(pdf.bytes)).join('\n');
    expect(text).toContain('Punch receipt');
    expect(text).toContain('Zoë ?');
    expect(text).toContain(owner.centre.name);
    expect(text).toContain('Verified at the centre');
    expect(text).toContain(made.id);

    const fromQr = await checkedFromQr(pdf.bytes);
    expect(fromQr).toEqual(receipt);
    expect(fromQr.receipt.staff_name).toBe('Zoë 李');

    // Their employer may print it too.
    expect((await pdfOf(made.id, owner.jwt)).status).toBe(200);
  });

  it("is 404 for someone else's punch and 401 without a session", async () => {
    const { owner, staff } = await businessWithStaff(server);
    const res = await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in'));
    const { punch: made } = ZPunchResponse.parse(res.body);
    const stranger = await businessWithStaff(server);

    expect((await pdfOf(made.id, stranger.staff.jwt)).status).toBe(404);
    expect((await pdfOf(made.id, stranger.owner.jwt)).status).toBe(404);
    expect((await pdfOf(made.id)).status).toBe(401);
    // Not an id at all: refused by the params' schema, as the JSON receipt's route does.
    expect((await pdfOf('not-a-punch', staff.jwt)).status).toBe(400);
  });
});
