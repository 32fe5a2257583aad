// A staff member's notes on their own punches, written after the fact ("GPS weak in the
// basement"): the refusals of a note.
export default {
  validation: {
    required: 'Write the note before saving it',
    tooLong: 'A note must be at most {max} characters',
  },
  errors: {
    ownPunchesOnly: 'Only the person who punched can add a note to a punch',
    tooMany: 'A punch takes at most {max} notes',
    idTaken: 'This note id was already used for a different note; send a new id for a new note',
  },
} as const;
