// The receipt check (/verify): what a receipt proves, and what each outcome of the check means.
export default {
  title: 'Check a punch receipt',
  intro:
    'Every clock-in and clock-out in VerifiedHours comes with a receipt signed by our server. Paste one here, open the file, scan the QR code on a printed receipt, or follow a receipt link: the check runs in your browser, against the public keys we publish, and nothing you paste is sent anywhere.',
  pasteLabel: 'Receipt (JSON)',
  // A JSON example: the whole of it is quoted ('…'), so its braces are text.
  pastePlaceholder: `'{ "receipt": { … }, "alg": "Ed25519", "signature": "…" }'`,
  fileLabel: 'Or open a receipt file, or a photo or scan of a printed receipt',
  check: 'Check receipt',
  proves:
    'It proves that our server recorded this punch at the server time below, with the position, distance and verdict shown. It does not prove who held the phone, or that the phone reported its true position: a flagged verdict says where the server had doubts.',
  // A version 2 receipt: its time (When) may be the phone's, corrected, for a punch kept offline.
  provesV2:
    "It proves that our server received this punch at the time shown as Received, with the position, distance and verdict shown, and recorded it at the time shown as When: the phone's own time corrected by how far its clock was off at its last contact with us, never earlier than that contact nor later than the punch's arrival (without a contact, the arrival itself). It does not prove who held the phone, or that the phone reported its true position: a flagged verdict says where the server had doubts.",
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
  // The receipt for people: who, where, when, what, the verdict and the distance, in sentences.
  card: {
    title: '{what}: {name}',
    labels: {
      who: 'Who',
      where: 'Where',
      when: 'When',
      what: 'What',
      verdict: 'Verdict',
      distance: 'Distance',
      // Version 2 receipts: the phone's time at the press, when it reached the server, the
      // phone clock's offset measured at its last contact, and other signals (kiosk, presence).
      claimed: "Phone's time",
      received: 'Received',
      offset: 'Clock offset',
      signals: 'Signals',
    },
    // {time}: the date and time; {zone}: the centre's time zone, or the reader's when not known.
    whenAtCentre: "{time} ({zone}, the centre's time)",
    whenHere: '{time} (your time, {zone})',
    deviceTime: "By the phone's own clock: {time}",
    // {late}: how long after its time of record the punch arrived, e.g. "47 min".
    receivedLate: '{time} (delivered {late} later: kept on the phone without signal)',
    // {amount}: how far the phone's clock was off, e.g. "2 min"; {time}: its last contact.
    offset: {
      ahead: "{amount} ahead of the server's at the phone's last contact ({time})",
      behind: "{amount} behind the server's at the phone's last contact ({time})",
      same: "Set right at the phone's last contact ({time})",
    },
    offsetUnknown:
      "Not measured: the phone had no earlier contact to measure it, so the punch's arrival is its time",
    seconds: '{seconds, number} s',
    verdicts: {
      inside: 'Verified at the centre: the phone placed {name} inside its geofence.',
      insideFlagged:
        'Flagged for review: the phone placed {name} inside the geofence, with the doubts below.',
      outside: "Flagged for review: the phone placed {name} outside the centre's geofence.",
      uncertain:
        "Flagged for review: {name}'s position could not be confirmed inside the centre's geofence.",
    },
    distance:
      '{distance} from the centre, whose geofence reaches {radius}; the phone was accurate to ±{accuracy}.',
    noDistance: 'Not known: {reason}.',
    notShared: 'the phone shared no position',
    why: 'Why it was flagged',
  },
  // The signature check's result, one line beside the card.
  signature: {
    valid: 'Signed by VerifiedHours and unchanged',
    altered: 'Changed since it was signed: do not rely on it',
    unknownKey: 'Not signed by VerifiedHours',
  },
  // Reading a receipt from its QR code: an image of the printed page, or the camera.
  qr: {
    reading: 'Reading the QR code…',
    notFound:
      'No receipt QR code was found in that image. Try a sharper photo, with the whole code in view.',
    notReceipt: 'That QR code does not carry a VerifiedHours receipt.',
    unreadable: 'That file could not be opened as an image.',
    camera: 'Scan with the camera',
    stop: 'Stop scanning',
    scanning: 'Point the camera at the QR code on the receipt.',
    noCamera: 'This device has no camera this page can use. Open a photo of the receipt instead.',
    cameraRefused:
      'The camera was not allowed. Allow it for this site in the browser, or open a photo of the receipt instead.',
    videoLabel: 'The camera, looking for the QR code',
  },
  another: 'Check another receipt',
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
    chainValue: 'entry {seq}, {hash}',
    position: 'Position',
    positionValue: '{latitude}, {longitude} ±{accuracy} m',
    codes: 'As recorded',
    keys: 'Public keys',
    json: 'The signed receipt (JSON)',
  },
  keysLink: 'The published keys',
} as const;
