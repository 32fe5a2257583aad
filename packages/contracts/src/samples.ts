// Sample data shaped by the contracts, for tests, journeys and benchmarks only (imported as
// '@vh/contracts/samples', never from the main entry): one waterfront centre and its receipts.
import type { TReceiptV1, TReceiptV2 } from './timeclock.ts';

/** A business centre on Toronto's waterfront, as an owner would enter it. */
export const sampleCentre = {
  name: 'Harbourfront Kiosk',
  street: '235 Queens Quay W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postal_code: 'M5J 2G8',
  time_zone: 'America/Toronto',
  latitude: 43.6387,
  longitude: -79.3817,
};

/** A verified clock-in 11 m from `sampleCentre`, as a receipt signed by the key `keyId`. */
export const sampleReceipt = (keyId: string): TReceiptV1 => ({
  v: 1,
  kind: 'verifiedhours.punch',
  key_id: keyId,
  punch_id: '6f1c1a3e-3f0e-4d5a-9a47-8d0f1f6a7b21',
  type: 'clock_in',
  staff_uid: '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11',
  staff_name: 'Grace Hopper',
  business_id: '2a4f7c1d-1c2b-4f9a-8d55-9f6c3e2b1a00',
  business_name: sampleCentre.name,
  shift_id: '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  server_time: '2026-11-25T14:00:00.000Z',
  client_time: '2026-11-25T14:00:01.000Z',
  position: {
    latitude: 43.6388,
    longitude: sampleCentre.longitude,
    accuracy_m: 8,
    time: '2026-11-25T13:59:58.000Z',
  },
  location_error: null,
  centre: { latitude: sampleCentre.latitude, longitude: sampleCentre.longitude, radius_m: 100 },
  distance_m: 11.1,
  verdict: 'inside',
  reasons: [],
  chain: { seq: 4, hash: 'a'.repeat(64) },
});

/**
 * The same clock-in as a version 2 receipt, made without signal and kept on the phone: the phone's
 * clock ran 2 min fast (it said 9:02 at the press), its last contact was at 8:40, and the punch
 * reached the server at 9:47, so its time of record is 9:00 (Toronto) and it is RECORDED_OFFLINE.
 */
export const sampleReceiptV2 = (keyId: string): TReceiptV2 => ({
  ...sampleReceipt(keyId),
  v: 2,
  server_time: '2026-11-25T14:00:00.000Z',
  client_time: '2026-11-25T14:02:00.000Z',
  position: {
    latitude: 43.6388,
    longitude: sampleCentre.longitude,
    accuracy_m: 8,
    time: '2026-11-25T14:01:58.000Z',
  },
  verdict: 'inside',
  reasons: ['RECORDED_OFFLINE'],
  received_time: '2026-11-25T14:47:00.000Z',
  offset_ms: -120_000,
  last_contact_time: '2026-11-25T13:40:00.000Z',
  signals: [],
});
