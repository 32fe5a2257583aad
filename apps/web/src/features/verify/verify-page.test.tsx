import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  receiptBytes,
  receiptLink,
  t,
  ZSignedReceipt,
  type TReceipt,
  type TReceiptKey,
} from '@vh/contracts';
import { sampleReceipt, sampleReceiptV2 } from '@vh/contracts/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { readQrImage } from './qr-reader.ts';
import { VerifyPage } from './verify-page.tsx';

// jsdom draws no images: what the decoder reads from the picture is given here.
vi.mock('./qr-reader.ts', () => ({ readQrImage: vi.fn(), pixelsOf: vi.fn(), readQr: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.location.hash = '';
});

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const receipt = sampleReceipt('ed25519-test');

async function signed(signedReceipt: TReceipt = receipt) {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const signature = await crypto.subtle.sign(
    'Ed25519',
    pair.privateKey,
    receiptBytes(signedReceipt),
  );
  const key: TReceiptKey = {
    key_id: 'ed25519-test',
    alg: 'Ed25519',
    public_key: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
    created_at: '2026-11-01T00:00:00.000Z',
    retired_at: null,
  };
  const text = JSON.stringify({
    receipt: signedReceipt,
    alg: 'Ed25519',
    signature: base64url(signature),
  });
  stubFetch((request) =>
    request.url === '/api/receipts/keys/'
      ? jsonResponse(200, { keys: [key] })
      : errorResponse(404, 'NOT_FOUND'),
  );
  return { text, key };
}

/** The page without the details fold, the pasted receipt and styles: what a person reads first. */
function readable(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelector('details')?.remove();
  // Every textarea: the autosizing field keeps a hidden twin that also holds the receipt.
  page.querySelectorAll('textarea').forEach((field) => field.remove());
  page.querySelectorAll('style').forEach((style) => style.remove());
  return page.textContent ?? '';
}

describe('/verify', () => {
  it('shows a genuine receipt as a card in words, with key, ids, JSON and API path folded away', async () => {
    const { text } = await signed();
    const user = userEvent.setup();
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    await user.click(await screen.findByLabelText('Receipt (JSON)'));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Check receipt' }));
    expect(await screen.findByText('Signed by VerifiedHours and unchanged')).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Clock-in: Grace Hopper' });
    expect(card.textContent).toContain(receipt.business_name);
    expect(card.textContent).toContain('Verified at the centre');
    expect(card.textContent).toContain('11 m from the centre');
    expect(screen.getByRole('rowheader', { name: 'When' })).toBeTruthy();
    expect(screen.getByText('Check another receipt')).toBeTruthy();
    // The card and its result come before the form.
    const form = screen.getByRole('button', { name: 'Check receipt' });
    expect(card.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    const words = readable();
    expect(words).not.toContain('ed25519-test');
    expect(words).not.toContain('/api/');
    expect(words).not.toContain(receipt.punch_id);
    expect(words).not.toContain('clock_in');
    expect(words).not.toContain('"signature"');

    expect(details.textContent).toContain('ed25519-test');
    expect(details.textContent).toContain('GET /api/receipts/keys/');
    expect(details.textContent).toContain(receipt.punch_id);
    expect(details.textContent).toContain('"signature"');
    await user.click(screen.getByText('Technical details'));
    expect(details.open).toBe(true);
  });

  it("shows a version 2 receipt's times, the clock's offset and its signals", async () => {
    const v2 = { ...sampleReceiptV2('ed25519-test'), signals: [{ kind: 'kiosk', id: 'front' }] };
    const { text } = await signed(v2);
    window.location.hash = `#receipt=${base64url(new TextEncoder().encode(text).buffer)}`;
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    expect(await screen.findByText('Signed by VerifiedHours and unchanged')).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Clock-in: Grace Hopper' });
    const row = (name: string) =>
      screen.getByRole('rowheader', { name }).nextElementSibling?.textContent ?? '';
    expect(row('When')).toMatch(/^November 25, 2026 at /);
    expect(row("Phone's time")).toMatch(/^November 25, 2026 at /);
    expect(row('Received')).toMatch(
      /\(delivered 47 min later: kept on the phone without signal\)$/,
    );
    expect(row('Clock offset')).toMatch(/^2 min ahead of the server's at the phone's last contact/);
    expect(row('Signals')).toBe('kiosk');
    expect(card.textContent).toContain("Recorded offline on Grace Hopper's phone");
    expect(card.textContent).not.toContain("By the phone's own clock");
    expect(screen.getByText(t('verify.provesV2'))).toBeTruthy();
    expect(screen.queryByText(t('verify.proves'))).toBeNull();
  });

  it('calls a version 2 receipt altered when its received time was moved', async () => {
    const { text } = await signed(sampleReceiptV2('ed25519-test'));
    const moved = text.replace(
      '"received_time":"2026-11-25T14:47',
      '"received_time":"2026-11-25T14:07',
    );
    expect(moved).not.toBe(text);
    const user = userEvent.setup();
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    await user.click(await screen.findByLabelText('Receipt (JSON)'));
    await user.paste(moved);
    await user.click(screen.getByRole('button', { name: 'Check receipt' }));
    expect(await screen.findByText(t('verify.altered'))).toBeTruthy();
    expect(screen.queryByText(t('verify.provesV2'))).toBeNull();
  });

  it('reads the QR code of a photo of a printed receipt and checks it at once', async () => {
    const { text } = await signed();
    vi.mocked(readQrImage).mockResolvedValue({
      kind: 'found',
      text: receiptLink('https://elsewhere.example', ZSignedReceipt.parse(JSON.parse(text))),
    });
    const user = userEvent.setup();
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByText('Signed by VerifiedHours and unchanged')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Clock-in: Grace Hopper' })).toBeTruthy();
    // The JSON is not put in front of a person: the paste field stays empty for the next one.
    expect(screen.getByRole('textbox', { name: t('verify.pasteLabel') })).toHaveProperty(
      'value',
      '',
    );
  });

  it('says so when a photo has no code, or a code that is not a receipt', async () => {
    await signed();
    const user = userEvent.setup();
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    vi.mocked(readQrImage).mockResolvedValue({ kind: 'notFound' });
    await user.upload(input, new File(['png'], 'blur.png', { type: 'image/png' }));
    expect(await screen.findByText(/No receipt QR code was found/)).toBeTruthy();
    vi.mocked(readQrImage).mockResolvedValue({ kind: 'found', text: 'https://example.com/' });
    await user.upload(input, new File(['png'], 'other.png', { type: 'image/png' }));
    expect(await screen.findByText(/does not carry a VerifiedHours receipt/)).toBeTruthy();
  });

  it('says in words when the camera is refused, or there is none, and stops', async () => {
    await signed();
    const user = userEvent.setup();
    const refused = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', {
      ...navigator,
      languages: navigator.languages,
      mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(refused) },
    });
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    await user.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByText(/The camera was not allowed/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop scanning' }));
    expect(screen.getByRole('button', { name: 'Scan with the camera' })).toBeTruthy();

    vi.stubGlobal('navigator', {
      ...navigator,
      languages: navigator.languages,
      mediaDevices: undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByText(/no camera this page can use/)).toBeTruthy();
  });

  it('says a receipt link that no longer reads is not a receipt', async () => {
    await signed();
    window.location.hash = '#c=AAAA';
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    expect(await screen.findByText('This is not a receipt we can read')).toBeTruthy();
  });
});
