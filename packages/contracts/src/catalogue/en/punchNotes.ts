// A staff member's notes on their own punches, written after the fact ("GPS weak in the
// basement"): the form under a punch in their shift history, the notes as reviewers read them,
// the refusals, and the audit log's sentence.
export default {
  add: 'Add a note',
  /** The text field's label, and its name in the messages about it. */
  label: 'Note',
  help: 'Kept with the punch for whoever reviews it. A note cannot be changed or removed once saved.',
  counter: '{count} / {max}',
  save: 'Save note',
  cancel: 'Cancel',
  saved: 'Note saved',
  /** Under a punch that carries as many notes as a punch may. */
  full: 'This punch has the most notes it can take ({max}).',
  /** The list of a punch's notes, for screen readers. */
  listLabel: 'Notes on this punch',
  /** Who wrote a note and when, under it. */
  byline: '{name}, {day} {time}',
  validation: {
    required: 'Write the note before saving it',
    tooLong: 'A note must be at most {max} characters',
  },
  errors: {
    ownPunchesOnly: 'Only the person who punched can add a note to a punch',
    tooMany: 'A punch takes at most {max} notes',
    idTaken: 'This note id was already used for a different note; send a new id for a new note',
  },
  audit:
    '{actor} added a note to {type, select, clock_in {their clock-in} clock_out {their clock-out} break_start {their break start} break_end {their break end} other {a punch}} at {time}: “{note}”',
} as const;
