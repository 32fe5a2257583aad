// Words the server writes into its answers and records that are not refusals: the bot's log,
// the report's flags, holiday notices, and names for what is gone.
export default {
  // What a checkout's iframe is handed instead of the app: a page that moves the whole window.
  frameExit: {
    title: 'Returning to VerifiedHours',
    continue: 'Continue to VerifiedHours',
  },
  // The embedded mailbox at /dev/mail (no SMTP server configured).
  devMail: {
    title: 'Mailbox · VerifiedHours (embedded)',
    heading: 'Mailbox',
    about:
      'Mail the product would have sent. It is kept here because no SMTP server is configured (set SMTP_URL to send real mail). Newest first, at most {shown}.',
    refresh: 'Refresh',
    empty: 'No mail yet.',
    to: 'To {to}',
  },
  approvals: {
    // Stored as the closed approval's reason when a stale week is approved again.
    approvedAgain: 'Approved again: punches arrived after the first approval',
  },
  people: {
    removedAccount: 'A removed account',
    formerStaff: 'Former staff member',
    formerManager: 'A former manager',
  },
  holidays: {
    noCountry:
      "The holiday list has no entry for {country}, so no public holidays were added. Add the centre's holidays yourself.",
    noProvince:
      "No province is set for this centre, so {country}'s national holidays are used. Add or remove days as needed.",
    provinceNotListed:
      "The holiday list has no entry for province {province} of {country}, so {country}'s national holidays are used. Add or remove days as needed.",
  },
  reports: {
    // A flagged punch as a manager reads it: 'Clock-in: position uncertain — No location. Accepted.'
    flaggedPunch: '{type}: {place} — {why}. {review}.',
    flaggedPunchNoReason: '{type}: {place}. {review}.',
    notReviewed: 'Needs review',
    editedShift: '{what}: {reason}',
    edits: {
      add_shift: 'Shift added',
      move_clock_in: 'Clock-in moved',
      move_clock_out: 'Clock-out moved',
      split_shift: 'Shift split',
      other: 'Edited',
    },
  },
  // The trading bot's log (simulated prices, no real money).
  bot: {
    companies: {
      MAPL: 'Maple Foods (simulated)',
      BRCH: 'Birch Energy (simulated)',
      CEDR: 'Cedar Rail (simulated)',
    },
    started:
      'Started paper trading with {amount} per trade on {symbols} (simulated prices; no real money). Virtual cash: {cash}.',
    stopped: 'Stopped. {summary}',
    stoppedDisabled: 'Stopped: this account was disabled. {summary}',
    // The 0021 migration writes these exact words into the logs of the staff bots it stopped.
    simulatorOff: 'Stopped: your employer turned off the trading simulator.',
    reset: 'Paper account reset to {amount} of virtual cash.',
    resumed:
      'Resumed after {missed} market {missed, plural, one {move} other {moves}} with no server running this bot; acting on the current prices.',
    noCash:
      '{symbol} turned up at {price}, but the virtual cash ({cash}) is less than the amount per trade ({amount}): no trade.',
    bought:
      'Bought {units} {symbol} at {price} for {amount}: its {short}-step average ({shortAverage}) rose above its {long}-step average ({longAverage}).',
    sold: 'Sold {units} {symbol} at {price} for {proceeds} ({gain} on this trade): {why}.',
    fellBelow: 'its {short}-step average fell below its {long}-step average',
    wasStopped: 'the bot was stopped',
    summary:
      'Prices: {prices}. Holding {held}. Virtual balance {balance} (profit and loss {gain}).',
    summaryNothingHeld:
      'Prices: {prices}. Holding nothing. Virtual balance {balance} (profit and loss {gain}).',
    stoppedSummary:
      'Virtual balance {balance} (profit and loss {gain}) after {trades} {trades, plural, one {trade} other {trades}}.',
  },
} as const;
