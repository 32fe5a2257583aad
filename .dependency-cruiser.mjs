// The layers of the domain (docs/architecture.md): a feature imports only features of a lower
// layer, so features never import each other in a circle. Each list below is one layer, lowest
// first; features in one layer do not import each other. Tests may compose screens of several
// features; the product's code may not. `npm run lint:layers` checks it in CI.

/** The server's features (apps/server/src/features/<name>), lowest layer first. */
export const serverLayers = [
  // Ports and leaves: the audit chain and receipt keys every writer uses; features nothing needs.
  ['audit', 'receipts', 'system', 'ip-country', 'dev-mail', 'contact', 'web'],
  // Accounts: who someone is, how they sign in, their own profile.
  ['users'],
  ['sessions', 'passwords', 'profile'],
  // Organisation: centres, then the people working there, then the plan that pays for them.
  ['businesses'],
  ['staff'],
  ['subscriptions'],
  // Time: punches, shifts and their receipts.
  ['timeclock'],
  // A punch's printable receipt reads the punch's receipt and its centre.
  ['receipt-pdf'],
  // Hours: the rules, the closed pay periods no change may reach into, the holidays, then the
  // weeks counted with all three.
  ['overtime-rules'],
  ['closed-periods'],
  ['holidays'],
  ['timesheets'],
  // Pay: gross from the hours and the rates, then the periods that close it, then a person's
  // estimate for the open one.
  ['pay'],
  ['pay-periods'],
  ['pay-estimate'],
  // Reports and exports read everything below; a person's rates read the closed pay periods.
  ['reports', 'pay-rates'],
  // A pay period's payroll files: the pay, the period and the report's per-shift rows.
  ['payroll-exports'],
  // Jobs, the simulated bot and the day's overview (which reads time and hours), none imported.
  ['retention', 'bot', 'today'],
];

/** The web app's features (apps/web/src/features/<name>), lowest layer first. */
export const webLayers = [
  ['address-search', 'verify', 'contact', 'pricing', 'legal', 'landing'],
  ['auth', 'email-verification'],
  ['security', 'profile', 'preferences', 'employment'],
  // What the plan allows is read by centres; the screens that change the plan sit above both.
  ['plans'],
  ['businesses'],
  // A person's pay rates, shown in the staff panel's person detail.
  ['pay-rates'],
  ['staff'],
  ['subscription'],
  ['timeclock'],
  // A staff member's own pay estimate, shown on their timesheet.
  ['pay-estimate'],
  ['timesheets'],
  // Reports, and the pay periods with their settings: the owner's back office.
  ['reports', 'pay-periods'],
  ['dashboard', 'bot', 'today'],
];

const escape = (name) => name.replace(/[-]/g, '\\-');
const TEST = '\\.test\\.tsx?$';

/** One rule per feature: nothing from its own layer or any layer above it, but itself. */
function layerRules(app, layers) {
  const root = `^apps/${app}/src/features/`;
  return layers.flatMap((layer, index) =>
    layer.map((feature) => {
      const notBelow = layers
        .slice(index)
        .flat()
        .filter((other) => other !== feature)
        .map(escape);
      return {
        name: `${app}-layers-${feature}`,
        severity: 'error',
        comment: `${app}: ${feature} may import only features of a lower layer (docs/architecture.md)`,
        // A test may render a screen composed of several features; the product's code may not.
        from: { path: `${root}${escape(feature)}/`, pathNot: TEST },
        to: { path: `${root}(${notBelow.join('|')})/` },
      };
    }),
  );
}

/** Every feature folder must have a place in the layers, so a new one cannot skip the rule. */
function everyFeaturePlaced(app, layers) {
  const placed = layers.flat().map(escape).join('|');
  return {
    name: `${app}-feature-without-layer`,
    severity: 'error',
    comment: `${app}: every feature has a layer in .dependency-cruiser.mjs`,
    from: {},
    to: { path: `^apps/${app}/src/features/(?!(${placed})/)[^/]+/` },
  };
}

export default {
  forbidden: [
    ...layerRules('server', serverLayers),
    ...layerRules('web', webLayers),
    everyFeaturePlaced('server', serverLayers),
    everyFeaturePlaced('web', webLayers),
    {
      name: 'features-in-a-circle',
      severity: 'error',
      comment: 'Features never import each other in a circle, whatever the layers say',
      from: { path: '^apps/(server|web)/src/features/([^/]+)/', pathNot: TEST },
      to: {
        circular: true,
        viaOnly: { path: '^apps/(server|web)/src/features/' },
        pathNot: '^apps/$1/src/features/$2/',
      },
    },
    {
      name: 'platform-imports-no-feature',
      severity: 'error',
      comment:
        'What every feature stands on (db, lib, plugins, auth, mail, components) never imports a feature',
      from: {
        path: '^apps/(server/src/(db|lib|plugins|auth|mail)|web/src/(lib|components))/',
        pathNot: TEST,
      },
      to: { path: '^apps/(server|web)/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: they tie a feature to another as much as any import.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
