// Every timing and limit the product uses lives here, so screens and the server never disagree.

export const PASSWORD_MIN_LENGTH = 8;
/** Bytes, not characters: bcrypt (used by hosted Supabase Auth) ignores anything past 72 bytes. */
export const PASSWORD_MAX_BYTES = 72;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const INVITE_CODE_LENGTH = 6;
/** Invite codes are read aloud and typed from paper: no 0/O, 1/I/L. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A business centre: where its staff may clock in, and how it is described. */
export const CENTRE_LIMITS = {
  nameMax: 100,
  /** Geofence radius in metres around the centre's position. */
  radiusDefaultM: 100,
  radiusMinM: 25,
  radiusMaxM: 2_000,
  /** An invite code may be given an expiry of 1 to this many days (or none). */
  inviteExpiryMaxDays: 90,
} as const;

/** A staff member's job and their kiosk PIN. */
export const STAFF_LIMITS = {
  positionMax: 100,
  pinMinDigits: 4,
  pinMaxDigits: 6,
} as const;

/** Address search in the centre, profile and staff forms (a Photon-compatible geocoder, when configured). */
export const ADDRESS_SEARCH = {
  /** Waits for a pause in typing before asking. */
  debounceMs: 300,
  minChars: 3,
  /** SPEC §7: the address autocomplete asks for 5 suggestions. */
  suggestions: 5,
  /** A geocoder slower than this is given up on: the form works without suggestions. */
  timeoutMs: 2_000,
} as const;

/** SPEC §9: how a date picker shows the chosen day (a dayjs format; month names in the viewer's language). */
export const DATE_PICKER_FORMAT = 'MMMM D, YYYY';

/** A date-and-time picker's display: SPEC §9's day, then the time on the 12-hour clock the timesheets show. */
export const DATE_TIME_PICKER_FORMAT = `${DATE_PICKER_FORMAT} h:mm A`;

/** The time clock (ARCHITECTURE §10): what makes a punch clean, and what flags it for review. */
export const TIMECLOCK = {
  /** A browser position older than this when the punch arrives is stale. */
  positionMaxAgeS: 120,
  /** The client's clock may differ from the server's by this much before it is a reason. */
  clockSkewMaxS: 120,
  /** A shift open longer than its centre's limit gets NO_CLOCK_OUT at clock-out and on the board. */
  maxShiftHoursDefault: 16,
  maxShiftHoursMin: 1,
  maxShiftHoursMax: 48,
  /** Staff may download at most this many days of receipts at once. */
  receiptsMaxDays: 366,
  /** Shift history and the audit log come in pages of this many. */
  pageSize: 50,
  /** A person's shift history shows this many days unless they choose a period. */
  historyDays: 14,
  /** The most shifts one history period lists (the newest first). */
  historyMaxShifts: 200,
  /** The who's-in board refreshes this often (the issue asks for within 10 s). */
  boardRefreshMs: 8_000,
  /** A review's written reason. */
  reasonMax: 500,
  /** The staff member's own clock panel refreshes its state this often. */
  clockRefreshMs: 30_000,
  /** A punch whose time of record is this much older than its delivery was kept offline. */
  offlineLateAfterS: 120,
  /** A device clock offset that moved by more than this between contact and delivery is a reason. */
  offsetChangeMaxS: 120,
  /** The largest device clock offset a punch may state (ten years, in ms): past it, nonsense. */
  offsetMaxMs: 315_576_000_000,
  /** A last contact older than this when the punch arrives bounds nothing (TIME_OUT_OF_BOUNDS). */
  contactMaxAgeDays: 7,
  /** A corrected time this close outside its bounds is network noise: moved in, not flagged. */
  boundsToleranceS: 5,
} as const;

/**
 * The phone's queue of punches kept without a connection (apps/web, offline-queue). Delivery is
 * tried on the `online` event, on app open and on a timer whose wait doubles from the first
 * value to the cap after each failed try.
 */
export const OFFLINE_QUEUE = {
  retryFirstMs: 5_000,
  retryMaxMs: 300_000,
  /** The most punches kept waiting on one device; the next one is refused with a sentence. */
  maxWaiting: 200,
  /** How long a request may take before the delivery counts it as failed and tries later. */
  requestTimeoutMs: 15_000,
  /**
   * Below this much free storage (the browser's estimate, bytes) a punch is not queued: the phone
   * says it is full rather than lose the punch to a failed write later.
   */
  minFreeBytes: 1_000_000,
} as const;

/** The installable app: its update check, and what the service worker keeps for offline use. */
export const PWA = {
  /** How often a signed-in page asks whether a new version of the app was deployed. */
  updateCheckMs: 3_600_000,
  /**
   * How long the page waits for an expired session to be renewed before it counts the auth
   * service as out of reach (supabase-js itself keeps retrying for up to 30 s): without signal the
   * signed-in clock opens from what the phone kept, and requests fail at once as unanswered.
   */
  sessionRenewWaitMs: 4_000,
  /**
   * How long the service worker waits for the server's page before it opens the copy it keeps:
   * a phone with one bar of signal should not hang on a blank screen until the browser gives up.
   */
  navigationTimeoutMs: 5_000,
} as const;

/**
 * The QR code on a printed receipt. It carries the /verify link with the receipt's compact form
 * (receipt-compact.ts), about 450 to 525 characters (a version 2 receipt kept offline is the
 * longest): version 16 to 18 at level M (81 to 89 modules a side), where the link with the whole JSON would need version 30. M (15% of the code
 * may be lost) because paper gets creased and stained; H would need version 24.
 * bench/receipt-qr.bench.ts measures it all.
 */
export const RECEIPT_QR = {
  errorCorrection: 'M',
  /**
   * Printed size of the code, quiet zone included: modules of about 0.6 mm. A scan of the page
   * reads it from 2.2 px a module (36 mm at 150 dpi); the rest is room for a phone's tilted,
   * blurred photo.
   */
  sizeMm: 60,
  /** Light modules around the code, as the standard asks. */
  quietZone: 4,
  /** The largest image (its longer side) /verify reads a code from; larger photos are scaled down. */
  imageMaxPx: 1600,
  /** How often the camera's frames are looked at for a code. */
  scanEveryMs: 250,
} as const;

/**
 * Deciding many flagged punches in one request. Each decision is its own chain entry, written
 * under the business's chain head, which its punches wait on too: a batch commits a chunk at a
 * time, so a punch waits behind one chunk at most, never the whole batch.
 */
export const REVIEWS = {
  /** Decisions one request may carry. */
  batchMax: 1000,
  /** Decisions written per transaction (one lock of the chain head). */
  batchChunk: 50,
} as const;

/**
 * Checks of a business's audit chain run in the background (decision 013): a million punches take
 * longer than a request may.
 */
export const AUDIT_VERIFY = {
  /** A running check writes its progress this often; it is also the sign its server is alive. */
  heartbeatMs: 5_000,
  /** A check whose server has not written for this long has stopped (the server died). */
  staleAfterMs: 60_000,
  /** Checks one server runs at once; the rest wait their turn there. */
  concurrentPerServer: 2,
  /** The screen asks for a running check's progress this often. */
  pollMs: 1_000,
  /**
   * A request to start a check within this long of the last one's start gets that check, even
   * finished: copies of one click sent together get one answer on every server and database.
   */
  joinWithinMs: 5_000,
  /** Finished checks kept per business (the latest is shown on the audit log). */
  keptPerBusiness: 10,
} as const;

/** Timesheets, edits, approvals and reports. */
export const TIMESHEETS = {
  /** A written reason for an edit, an unlock or a correction request. */
  reasonMax: 500,
  holidayNameMax: 100,
  /** An added shift's unpaid break. */
  breakMinutesMax: 600,
  /** The longest shift an edit may make; longer is surely a typing mistake. */
  maxEditedShiftHours: 24,
  /** The longest period one report (or export) covers; a longer one is refused with a message. */
  reportMaxDays: 366,
  /** Open correction requests one person may have waiting. */
  openCorrectionsMax: 20,
  /** Correction requests one list shows. */
  correctionsListMax: 100,
  /** How many flagged punches and edited shifts a report lists (counts are always complete). */
  reportFlagsMax: 200,
  /** Dates the product accepts at all: nothing was punched before, and far futures are typos. */
  earliestDate: '2000-01-01',
  latestDate: '2100-12-31',
  /** Defaults an employer starts with (ISO weekday 1 = Monday). */
  defaultWeekStart: 1,
  defaultDailyOvertimeHours: 8,
  defaultWeeklyOvertimeHours: 40,
  /** Where double time starts when the owner turns it on (British Columbia's 12 hours). */
  defaultDoubleTimeHours: 12,
} as const;

/** Pay: rates, premiums and pay periods. Money is integer cents everywhere. */
export const PAY = {
  /** The highest hourly rate accepted ($1,000.00); more is surely a typing mistake. */
  maxCentsPerHour: 100_000,
  /** Premiums as whole percent of the rate, where the rules leave them unset. */
  defaultOvertimePct: 150,
  defaultDoublePct: 200,
  defaultHolidayPct: 150,
  /** The bounds an owner may set a premium to (1× to 4×). */
  minPct: 100,
  maxPct: 400,
  periodKinds: ['weekly', 'biweekly', 'semi_monthly', 'monthly'],
  /** Pay periods one list shows, newest first. */
  periodsListMax: 26,
} as const;

/** Payroll exports: the employee number people are known by, and what a format can carry. */
export const PAYROLL_EXPORTS = {
  /** Characters in an employee number (letters, digits, dot, dash, underscore). */
  employeeNumberMax: 20,
  /** PaymentEvolution's EmployeeID: up to this many digits, padded with zeros on the left. */
  paymentEvolutionIdDigits: 6,
  /** PaymentEvolution's multipliers for its O and D time codes, in percent. */
  paymentEvolutionOvertimePct: 150,
  paymentEvolutionDoublePct: 200,
} as const;

/**
 * A staff member's notes on their own punches ("GPS weak in the basement"). Each is its own
 * chained record beside the signed punch, never edited or deleted, so both limits are firm.
 */
export const NOTES = {
  /** Characters in one note, after trimming. */
  maxLength: 280,
  /** Notes one punch may carry. */
  perPunchMax: 5,
} as const;

/** The owner's and manager's Today panel. */
export const TODAY = {
  /** Who is in and what waits are asked for again this often (the board's own pace). */
  refreshMs: 8_000,
  /**
   * The weeks' hours are counted again at most this often per caller: they are the one heavy
   * statement of the panel, and a minute-old total is as good to a manager as a fresh one.
   */
  hoursFreshMs: 60_000,
} as const;

/**
 * The paper-trading bot (ARCHITECTURE §9): a simulator on a made-up market. Nothing here moves
 * real money; amounts are virtual dollars.
 */
export const BOT = {
  /** Every paper account starts with this much virtual cash, and a reset gives it back. */
  startingBalance: 10_000,
  /** The stake per trade, in virtual dollars with at most two decimals. */
  amountMin: 1,
  amountMax: 10_000,
  /** The simulated market moves, and each running bot decides, once per step. */
  stepMs: 5_000,
  /** The strategy: a short moving average crossing the long one (both in market steps). */
  shortWindow: 5,
  longWindow: 20,
  /** Log entries kept per person (the oldest are dropped); one request returns at most these. */
  logsKept: 500,
  /** A server owns a running bot this long after its last renewal; then another may take it. */
  leaseMs: 15_000,
  /** How often each server's worker renews its leases, claims free bots and runs due ticks. */
  workerLoopMs: 1_000,
  /** The most bots one worker claims in one go, so that several servers share a crowd of bots. */
  claimBatch: 200,
} as const;

/** Largest JSON body the API accepts. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const timings = {
  /** After a successful sign-in or sign-up, before the dashboard loads. */
  redirectAfterSignInMs: 2000,
  /** After /logout for a refused role, before going to /. */
  redirectAfterRefusedSignInMs: 2000,
  /** Delay before the 'already exists' toasts of the sign-up form. */
  availabilityErrorDelayMs: 2000,
  availabilityErrorAutoCloseMs: 5000,
  forgotPasswordCooldownS: 60,
  /** SPEC §8: errors of the reset-email send appear after 1 s. */
  resetEmailErrorDelayMs: 1000,
  /** After a successful reset: /logout, then /login this much later. */
  redirectAfterResetMs: 1000,
  /** After a reset with an invalid or expired link: to /forgot this much later. */
  redirectAfterInvalidResetLinkMs: 3000,
  logPollIntervalMs: 5000,
  /** SPEC §8: 'There was an error validating the code' closes after 1.5 s. */
  inviteCodeErrorAutoCloseMs: 1500,
  /** SPEC §9: the avatar menu opens and closes after 100 ms each. */
  menuOpenDelayMs: 100,
  menuCloseDelayMs: 100,
  /** SPEC §9: the edit modal fades in 200 ms. */
  modalFadeMs: 200,
  /** "Use my location" gives up after this long (a phone indoors may take a while to fix). */
  geolocationTimeoutMs: 15_000,
  /** SPEC §8: the staff save's error toast closes after 1.5 s. */
  staffSaveErrorAutoCloseMs: 1500,
  /** SPEC §8: 'Error: You already have this plan' closes after 2.5 s. */
  alreadyHavePlanAutoCloseMs: 2500,
  /** /success checks at once and keeps checking this often (ARCHITECTURE §9)… */
  subscriptionCheckIntervalMs: 2000,
  /** …for at most this long (SPEC §4's 15 s, as the longest wait). */
  subscriptionCheckMaxMs: 15_000,
  /** SPEC §4: after an active subscription is confirmed, to / this much later. */
  subscriptionSuccessRedirectMs: 5000,
  /** SPEC §4: when it is not active, to /pricing this much later. */
  subscriptionFailureRedirectMs: 3000,
  /** SPEC §2: /success without sub_id goes to / this much later. */
  missingSubIdRedirectMs: 3000,
  /**
   * SPEC §9 lists toasts closing after 1 s and 3 s without naming them. Ours: 'Connected to the
   * server.' gets 3 s (it ends a wait the person sat through, so it may be read), 'Data refreshed'
   * 1 s (it answers a click whose result is already on screen).
   */
  connectedAutoCloseMs: 3000,
  dataRefreshedAutoCloseMs: 1000,
  /**
   * Not a spec toast: 'Confirmed. Now open the link sent to the other address.' is an instruction
   * to act on, so it stays the longest time the spec gives any toast.
   */
  emailChangeStepAutoCloseMs: 5000,
} as const;

/**
 * While the server cannot be reached, the app asks GET /api/health after `firstMs`, then waits
 * `factor` times longer each time up to `maxMs`, so it notices the server is back without a click.
 */
export const connectionProbe = {
  firstMs: 1000,
  factor: 2,
  maxMs: 15_000,
} as const;

export const notificationDefaults = {
  limit: 5,
  autoCloseMs: 4000,
  widthPx: 440,
  position: 'top-center',
} as const;

/** The billing provider's calls: a slow one fails with the spec's connection error, not a hang. */
/**
 * How the browser opens the checkout: Chargebee.js (v2), from Chargebee's servers for a real site,
 * or the billing sandbox's stand-in (same `Chargebee.init({ site }).openCheckout({...})` contract)
 * from the sandbox's prefix on our own origin.
 */
export const checkoutScript = {
  chargebeeJsUrl: 'https://js.chargebee.com/v2/chargebee.js',
  sandboxSite: 'billing-sandbox',
  sandboxPrefix: '/billing-sandbox',
  sandboxScriptPath: '/billing-sandbox/v2/chargebee.js',
} as const;

export const billingLimits = {
  requestTimeoutMs: 15_000,
  /** The start-up check of a real site (key, item prices): each call's deadline. */
  siteCheckTimeoutMs: 5_000,
  /** A site that could not be reached at start-up is checked again after this, then twice as long… */
  siteCheckFirstRetryMs: 10_000,
  /** …up to this long between checks, until it gives a definite answer. */
  siteCheckMaxRetryMs: 10 * 60_000,
  /** The only ports Chargebee accepts in a hosted page's redirect_url (an https URL without one is 443). */
  redirectPorts: [80, 443, 8080, 8443],
  /** Below this width the checkout opens as a full page instead of in Chargebee.js's overlay. */
  fullPageCheckoutBelowPx: 600,
} as const;

export const layout = {
  mobileBreakpoint: '50em',
  avatarSizePx: 50,
  logPanelHeightPx: 500,
  /** Mantine breakpoint from which the header shows inline links instead of the burger. */
  headerLinksFrom: 'lg',
  /** Height of the public site's sticky header; anchored headings scroll to just below it. */
  publicHeaderHeightPx: 64,
  /** SPEC §9: the edit modal is 60 % wide, and full-screen below mobileBreakpoint. */
  editModalWidth: '60%',
  /** SPEC §2: below this width the settings tabs sit in a row above the content, not beside it. */
  settingsTabsRowBelowPx: 800,
  /** SPEC §9: the longest a select's dropdown grows before it scrolls. */
  comboboxMaxHeightPx: 220,
} as const;

/** Longest text the profile's address and phone fields accept. */
export const PROFILE_LIMITS = {
  streetMax: 200,
  cityMax: 100,
  provinceMax: 100,
  postalCodeMax: 20,
  phoneMax: 40,
} as const;

/** Server-side limits (not shown to users, but kept with the others so they are found in one place). */
/**
 * Our own deadlines for the mail server: nodemailer's own wait up to 2 min to connect and 10 min
 * on a silent connection, and a mail is sent while its request waits.
 */
export const mailLimits = {
  connectTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 15_000,
  /** The whole of one message's delivery, whatever stage it is stuck at: within a request's 30 s. */
  sendDeadlineMs: 20_000,
} as const;

export const serverLimits = {
  /** A PGlite directory left in a bad state can hang on open; give up after this long. */
  pgliteOpenTimeoutMs: 60_000,
  /** Verified access tokens remembered (until they expire) so repeat calls skip the signature check. */
  verifiedTokenCacheEntries: 10_000,
  /** Longest a request may take from its first byte to its response. */
  requestTimeoutMs: 30_000,
  /** Longest a client may take to send the request headers (slow-loris defence). */
  headersTimeoutMs: 15_000,
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: 5_000,
  /** On SIGTERM, how long requests in flight get to finish before the process closes anyway. */
  shutdownDrainMs: 8_000,
  /** The process exits after this long even if closing hangs. */
  shutdownHardLimitMs: 10_000,
  /**
   * Password hashing runs on threads this much nicer than the event loop (Linux nice, 0–19): a
   * sign-in flood then slows other sign-ins, not every other request. 10 gives the event loop
   * about nine times the share of a contended core.
   */
  passwordHashNice: 10,
  /**
   * A session is confirmed with the auth service (GET /auth/v1/user) at most this often, so a
   * sign-out or password change made there directly is refused on /api within this time.
   */
  sessionConfirmEveryMs: 30_000,
  /** Our own deadline for that confirmation: a slow auth service must not hold requests. */
  sessionConfirmDeadlineMs: 2_000,
  /**
   * When the auth service does not answer, a session confirmed this recently is still served
   * (punches always are): an outage of the auth service must not stop the shop floor.
   */
  sessionConfirmGraceMs: 10 * 60_000,
  /** Sessions whose confirmation is remembered (the least recently used are forgotten first). */
  sessionConfirmCacheEntries: 10_000,
  /** Our own deadline for every other call to the auth service (sign-in hashes a password). */
  authRequestTimeoutMs: 10_000,
  /** A hashing thread left idle this long exits; the next sign-in starts one again (~30 ms). */
  passwordHashIdleMs: 60_000,
  /** Rate-limit rows whose window has ended are deleted at most this often, by each server. */
  rateLimitSweepEveryMs: 60_000,
  /** Each server tells the others on its database that it is still running this often. */
  serverHeartbeatMs: 15_000,
  /**
   * A server not heard from for this long counts as stopped: a new server need not agree with it
   * (a crashed server's row stays behind; several missed heartbeats mean it is gone).
   */
  serverGoneAfterMs: 60_000,
  /**
   * A start-up job (binding old rows to the audit chain, mending interrupted sign-ups) is one
   * server's for this long; a server that dies in it frees the job for the next start after that.
   */
  startUpJobLeaseMs: 15 * 60_000,
} as const;

/** One-time codes and the links built on them (ASVS: at most 10 minutes, single use). */
export const oneTimeCodes = {
  digits: 6,
  expirySeconds: 600,
  /** Least time between two mails of the same kind to one person. */
  resendGapSeconds: 60,
} as const;

/**
 * Limits of the product API: `max` requests per `windowMs`. Keys are named with each: an account is
 * the one really targeted (resolved on the server, whatever spelling the client sent); an address
 * is the client's, as the socket or a trusted proxy gives it. RATE_LIMIT_SCALE multiplies `max`.
 */
export const rateLimits = {
  /** Per account: slows password guessing against one account, whichever identifier is sent. */
  login: { max: 10, windowMs: 5 * 60_000 },
  /** Per address, every sign-in: generous, so a whole shift can sign in from one shop's Wi-Fi. */
  loginPerAddress: { max: 300, windowMs: 5 * 60_000 },
  /** Per address, failed sign-ins across accounts: stops password spraying. */
  loginFailuresPerAddress: { max: 30, windowMs: 15 * 60_000 },
  /** Per address: free (owner) sign-ups. Invite sign-ups are limited per invite code instead. */
  signUp: { max: 10, windowMs: 60 * 60_000 },
  /** Per account: password and email changes, each of which checks the current password. */
  credentialChange: { max: 10, windowMs: 15 * 60_000 },
  /** Per IP: slows account enumeration through the sign-up checks and reset mails. */
  availability: { max: 60, windowMs: 60_000 },
  forgotPassword: { max: 10, windowMs: 15 * 60_000 },
  verificationEmail: { max: 5, windowMs: 15 * 60_000 },
  resetPassword: { max: 10, windowMs: 15 * 60_000 },
  /** Per IP: a person writes a handful of messages; a script writes hundreds. */
  contact: { max: 5, windowMs: 15 * 60_000 },
  /** Per IP: slows guessing of invite codes. */
  inviteCode: { max: 20, windowMs: 15 * 60_000 },
  /** Per invite code, not per address: a whole shop may join from one Wi-Fi. */
  inviteSignUp: { max: 50, windowMs: 60 * 60_000 },
} as const;

/** The contact form's fields (SPEC §5: name at least 2 characters after trimming). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 200,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5000,
  /** SPEC §9: the message textarea grows from 5 to 10 rows. */
  messageMinRows: 5,
  messageMaxRows: 10,
} as const;

/** SPEC §9: the facts the privacy policy and the terms of service promise. */
/**
 * The retention job that keeps legalFacts' promises: deleted accounts' data erased within
 * `deletedDataPurgeDays`, records removed after `dataRetentionYears`. One server at a time runs it.
 */
export const retention = {
  /** A purge runs when the last one finished at least this long ago. */
  intervalMs: 60 * 60_000,
  /** How often each server asks whether a purge is due (the first time shortly after start-up). */
  checkMs: 5 * 60_000,
  firstCheckMs: 30_000,
  /**
   * A deleted account is purged this long before its days are up, so that a job running every
   * `intervalMs` (checked every `checkMs`) has always erased it by the promised day.
   */
  purgeAheadMs: 2 * 60 * 60_000,
  /** The server running a purge holds it this long after its last renewal; then another may. */
  leaseMs: 5 * 60_000,
  /** Rows one statement removes or redacts, so a large purge never holds locks for long. */
  batchRows: 1000,
} as const;

export const legalFacts = {
  dataRetentionYears: 6,
  deletedDataPurgeDays: 60,
  minimumAge: 13,
  requestResponseMonths: 1,
  informalDisputeDays: 60,
  materialChangeNoticeDays: 30,
  claimLimitYears: 1,
  governingCountry: 'Canada',
  /** Shown as each text's "Last updated"; change it with that text. */
  privacyLastUpdated: '2026-11-28',
  termsLastUpdated: '2026-11-21',
} as const;

/** Marketing claim of SPEC §1, kept with the other figures so it is said the same everywhere. */
export const SIGN_UP_SECONDS_CLAIM = 60;

/**
 * A staff member waiting for approval sees it arrive without reloading: their profile is asked for
 * again this often while the tab is visible (a manager usually approves within minutes).
 */
export const PENDING_APPROVAL_POLL_MS = 5_000;
