// The receipt check (/verify): what a receipt proves, and what each outcome of the check means.
export default {
  title: 'Check a punch receipt',
  intro:
    'Every clock-in and clock-out in VerifiedHours comes with a receipt signed by our server. Paste one here, open the file, or follow a receipt link: the check runs in your browser, against the public keys we publish, and nothing you paste is sent anywhere.',
  pasteLabel: 'Receipt (JSON)',
  // A JSON example: the whole of it is quoted ('…'), so its braces are text.
  pastePlaceholder: `'{ "receipt": { … }, "alg": "Ed25519", "signature": "…" }'`,
  fileLabel: 'Or open a receipt file',
  check: 'Check receipt',
  valid: 'Genuine and unchanged',
  validBody:
    'This receipt was signed by VerifiedHours with key {keyId} and not one character of it has changed since.',
  proves:
    'It proves that our server recorded this punch at the server time below, with the position, distance and verdict shown. It does not prove who held the phone, or that the phone reported its true position: a flagged verdict says where the server had doubts.',
  altered: 'Altered: this receipt does not match its signature',
  alteredBody:
    'Something in it was changed after it was signed (even one character), or the signature is not ours. Do not rely on what it says.',
  unknownKey: 'Signed with a key we never published',
  unknownKeyBody:
    'VerifiedHours never published the key this receipt names, so it cannot have come from us.',
  malformed: 'This is not a receipt we can read',
  // Why, under `malformed`.
  malformedReasons: {
    notJson: 'It is not valid JSON.',
    notReceipt: 'It does not have the fields of a VerifiedHours receipt.',
  },
  noKeys: 'The published keys could not be fetched',
  noKeysBody:
    'Checking needs our public keys once; after that this browser remembers them and works offline. Connect and try again.',
  unsupported: 'This browser cannot check Ed25519 signatures',
  unsupportedBody: 'Use a current version of Chrome, Edge, Firefox or Safari.',
  facts: 'What the receipt says',
  fields: {
    type: 'Punch',
    staff_name: 'Staff member',
    business_name: 'Business centre',
    server_time: 'Recorded (server time)',
    client_time: 'Device time',
    position: 'Position',
    distance_m: 'Distance from the centre',
    verdict: 'Verdict',
    reasons: 'Reasons',
    punch_id: 'Punch id',
    chain: 'Audit chain',
  },
  // The values beside the fields; the receipt's own codes (verdict, reasons, location error) are
  // shown as it has them, since it is the signed text that is being checked.
  values: {
    position: '{latitude}, {longitude} ±{accuracy} m',
    noPosition: 'none ({reason})',
    notShared: 'not shared',
    distance: '{distance} m (geofence {radius} m)',
    noReasons: 'none',
    chain: 'entry {seq}, {hash}…',
  },
  keysLink: 'The published keys',
} as const;
