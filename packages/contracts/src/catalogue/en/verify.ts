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
    'This receipt was signed by VerifiedHours and not one character of it has changed since.',
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
    reasons: 'Why it was flagged',
  },
  // The values beside the fields, in words; the receipt's own codes are in the technical details.
  values: {
    position: '{latitude}, {longitude} ±{accuracy} m',
    noPosition: 'none: {reason}',
    notShared: 'not shared',
    distance: '{distance} m (geofence {radius} m)',
    noReasons: 'nothing',
    chain: 'entry {seq}, {hash}',
  },
  // Why the phone shared no position (LOCATION_ERRORS).
  locationErrors: {
    denied: 'location was blocked on the phone',
    unavailable: 'the phone could not find its position',
    timeout: 'the phone took too long to find its position',
  },
  // Folded away: what the signature covers, as the receipt writes it, for checking by hand.
  technical: 'Technical details',
  technicalFields: {
    key_id: 'Signing key',
    punch_id: 'Punch id',
    chain: 'Audit chain',
    codes: 'As recorded',
    keys: 'Public keys',
  },
  keysLink: 'The published keys',
} as const;
