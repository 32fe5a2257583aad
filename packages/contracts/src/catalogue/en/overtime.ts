// The overtime presets an owner picks from (OVERTIME_PRESETS in timesheets.ts), by key: common
// thresholds by Canadian jurisdiction, named by the law or the province they come from.
export default {
  presets: {
    default: 'Default (8 h a day, 40 h a week)',
    'CA-FED': 'Federal (Canada Labour Code)',
    'CA-AB': 'Alberta',
    'CA-BC': 'British Columbia',
    'CA-MB': 'Manitoba',
    'CA-NB': 'New Brunswick',
    'CA-NL': 'Newfoundland and Labrador',
    'CA-NS': 'Nova Scotia',
    'CA-NT': 'Northwest Territories',
    'CA-NU': 'Nunavut',
    'CA-ON': 'Ontario',
    'CA-PE': 'Prince Edward Island',
    'CA-QC': 'Quebec',
    'CA-SK': 'Saskatchewan',
    'CA-YT': 'Yukon',
  },
} as const;
