import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { receiptBytes, type TReceiptKey } from '@vh/contracts';
import { sampleReceipt } from '@vh/contracts/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { VerifyPage } from './verify-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const receipt = sampleReceipt('ed25519-test');

async function signed() {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const signature = await crypto.subtle.sign('Ed25519', pair.privateKey, receiptBytes(receipt));
  const key: TReceiptKey = {
    key_id: 'ed25519-test',
    alg: 'Ed25519',
    public_key: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
    created_at: '2026-11-01T00:00:00.000Z',
    retired_at: null,
  };
  const text = JSON.stringify({ receipt, alg: 'Ed25519', signature: base64url(signature) });
  return { text, key };
}

describe('/verify', () => {
  it('says what a genuine receipt proves in words, with key, ids and API path folded away', async () => {
    const { text, key } = await signed();
    stubFetch((request) =>
      request.url === '/api/receipts/keys/'
        ? jsonResponse(200, { keys: [key] })
        : errorResponse(404, 'NOT_FOUND'),
    );
    const user = userEvent.setup();
    await renderWithProviders(<VerifyPage />, { route: '/verify' });
    await user.click(screen.getByLabelText('Receipt (JSON)'));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Check receipt' }));
    expect(await screen.findByText('Genuine and unchanged')).toBeTruthy();

    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    // Outside the details, and apart from the pasted receipt itself, no key id, id or API path.
    const page = document.body.cloneNode(true) as HTMLElement;
    page.querySelector('details')!.remove();
    // Every textarea: the autosizing field keeps a hidden twin that also holds the receipt.
    page.querySelectorAll('textarea').forEach((field) => field.remove());
    page.querySelectorAll('style').forEach((style) => style.remove());
    expect(page.textContent).not.toContain('ed25519-test');
    expect(page.textContent).not.toContain('/api/');
    expect(page.textContent).not.toContain(receipt.punch_id);
    expect(page.textContent).not.toContain('clock_in');
    expect(screen.getByRole('cell', { name: 'Clock-in' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'inside the geofence' })).toBeTruthy();

    expect(details.textContent).toContain('ed25519-test');
    expect(details.textContent).toContain('GET /api/receipts/keys/');
    expect(details.textContent).toContain(receipt.punch_id);
    await user.click(screen.getByText('Technical details'));
    expect(details.open).toBe(true);
  });
});
