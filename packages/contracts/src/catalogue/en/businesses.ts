// The business centres' words: where staff work, its geofence and its invite code.
export default {
  title: 'Business centres',
  intro:
    'A business centre is a place where your staff work. They clock in and out there, and the circle around it is how their hours are verified.',
  empty: 'You have no business centre yet.',
  add: 'Add a business centre',
  edit: 'Edit',
  addTitle: 'New business centre',
  editTitle: 'Edit {name}',
  save: 'Save',
  cancel: 'Cancel',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  active: 'Active',
  inactive: 'Deactivated',
  inactiveNote:
    'Deactivated: its invite code no longer works and it does not count against your plan. Reactivating it makes a new code.',
  readOnly: 'Read-only',
  readOnlyNote:
    'Read-only on your plan: its hours, staff and records are kept, but nobody can clock in or join here. Upgrade your plan, or deactivate another centre, to use it again with a new invite code.',
  fields: {
    name: 'Name',
    timeZone: 'Time zone',
    latitude: 'Latitude',
    longitude: 'Longitude',
    radius: 'Geofence radius (metres)',
    maxShiftHours: 'Longest shift (hours)',
  },
  maxShiftHelp: 'A shift open longer than this is flagged as a probably forgotten clock-out.',
  timeZoneInvalid: 'Choose a time zone from the list, such as America/Toronto',
  radiusHelp:
    'Staff clocking in within this distance of the position count as on site ({min}–{max, number} m).',
  positionTitle: 'Position',
  positionHelp:
    'Stand at the centre and use your location, click the map, or type its coordinates.',
  mapLabel: 'Map of the centre: click to place it; the circle is the geofence',
  mapFailed: 'The map could not load. Use your location or type the coordinates instead.',
  addressSearchFailed:
    'Address search is not answering. Use your location, the map or the coordinates.',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  located: 'Location found, accurate to about {accuracy} m.',
  locationFailed: {
    denied: 'Location is blocked for this site. Allow it in the browser, or type the coordinates.',
    unavailable: 'Your location could not be found. Type the coordinates instead.',
    timeout: 'Finding your location took too long. Try again, or type the coordinates.',
  },
  noGeolocation: 'This browser cannot share its location here. Type the coordinates instead.',
  radiusValue: '{metres, number} m radius',
  details: {
    address: 'Address',
    timeZone: 'Time zone',
    position: 'Position',
  },
  invite: {
    title: 'Invite code',
    help: 'Staff join this centre with the code, or by opening the link.',
    none: 'No invite code. Make a new one to invite staff.',
    inactive: 'No invite code while the centre is not active. It gets a new one when it is.',
    copyCode: 'Copy code',
    copyLink: 'Copy link',
    copied: 'Copied',
    replace: 'New code',
    replaced: 'A new invite code was made. The old one no longer works.',
    expires: 'Works until {when}',
    qrAlt: 'QR code of the invite link {link}',
    qrHelp: 'Staff can scan it with a phone camera to open the link.',
    noExpiry: 'Works until you make a new one',
    howToJoin: 'Staff go to {inviteUrl} and enter {code}, or open the link.',
    share: 'Share',
    shareTitle: 'Join {name}',
    shareText: 'Join {name} on the time clock: open {link} or go to {inviteUrl} and enter {code}.',
  },
  // The owner's first centre: where it lands them, with its code ready to hand out.
  firstReady: {
    title: '{name} is ready. Invite your staff',
    done: 'Done',
  },
  // Managers see the centres they manage, to hand out their codes; only the owner changes them.
  managed: {
    intro:
      'The business centres you manage. Give a centre’s invite code to the people who will work there; they then wait for your approval in Staff.',
    empty: 'You do not manage a business centre yet. Ask the business owner to assign you to one.',
    ownerChanges: 'Only the business owner can change a centre or make a new code.',
  },
  saved: 'The business centre was saved.',
  loadFailed: 'Your business centres could not be loaded. Please try again.',
} as const;
