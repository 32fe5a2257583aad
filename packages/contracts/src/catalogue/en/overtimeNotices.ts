// What the overtime rules screen tells the owner about their province's rules: the server words
// each notice; the screen titles them.
export default {
  titles: {
    set_from_province: 'Rules from your province',
    differs_from_province: 'Your province’s rules differ',
    several_provinces: 'Centres in several provinces',
  },
  setFromProvince:
    'We set your overtime rules to {province}’s ({figures}), where your first centre is. Change them here if your business follows other rules.',
  differsFromProvince:
    'Your centres are in {province}, whose usual overtime rules are {figures}; yours differ. Nothing was changed: pick {province} in the presets if you want its rules.',
  severalProvinces:
    'Your centres are in {provinces}, whose overtime rules differ. One set of rules applies to all your centres; rules per centre are not supported.',
  // A preset's thresholds, as the notices quote them.
  figures: '{daily}, {weekly}',
  figuresWithDouble: '{daily}, {weekly}, double time after {double, number} h a day',
  daily: '{hours, number} h a day',
  noDaily: 'no daily limit',
  weekly: '{hours, number} h a week',
  noWeekly: 'no weekly limit',
} as const;
