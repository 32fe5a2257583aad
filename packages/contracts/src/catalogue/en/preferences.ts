// The Preferences tab's words (SPEC §2 names the tab and says it is empty).
export default {
  title: 'Preferences',
  empty: 'There are no preferences to set yet. When there are, you will find them here.',
} as const;
