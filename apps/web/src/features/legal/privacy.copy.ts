// The privacy policy. Its promises (how long data is kept, how fast deleted data goes, the minimum
// age, how fast requests are answered) come from legalFacts, which the server's jobs also follow.
import { legalFacts } from '@vh/contracts';
import { countOf, type TLegalDocument } from './legal-document.ts';

const retention = countOf(legalFacts.dataRetentionYears, 'year');
const purge = countOf(legalFacts.deletedDataPurgeDays, 'day');
const response = countOf(legalFacts.requestResponseMonths, 'month');
const minimumAge = legalFacts.minimumAge;
const country = legalFacts.governingCountry;

export const privacyPolicy: TLegalDocument = {
  title: 'Privacy policy',
  lastUpdated: legalFacts.privacyLastUpdated,
  intro: `VerifiedHours is an online service, operated from ${country}, that business owners use to record the hours their staff work and where they clock in and out. This policy explains what personal information we collect, why we collect it, who we share it with, how long we keep it and the choices you have. It applies to our website and to the VerifiedHours app.`,
  sections: [
    {
      id: 'who-is-responsible',
      heading: 'Who is responsible for your information',
      blocks: [
        'VerifiedHours ("we", "us") is responsible for the information about the people who hold an account with us: business owners, managers and staff members, and visitors who write to us.',
        'Staff hours and clock-in positions are recorded for the business that invited the staff member. That business, as the employer, decides why these records are kept and how they are used for payroll; we keep and process them on its behalf. If you are a staff member with a question about how your employer uses your hours, ask your employer as well as us.',
        `We handle personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and the privacy laws of ${country} that apply to us.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        'We collect only what we need to run the service:',
        {
          list: [
            'Account details: your name, username, email address, role and password. We store the password only in a scrambled (hashed) form that cannot be read back.',
            'Contact and employment details that you or your employer enter: phone numbers, street address, city, province or state, country, postal code, gender if you choose to give it, position, and start and end dates of employment.',
            'Your position at clock-in and clock-out: the GPS location your device reports at the moment you clock in or out, with the time. We do not track your location between these moments, in the background or when you are off shift.',
            'Hours and attendance: clock-in and clock-out times, shifts, the business centre they belong to, and the totals and reports built from them.',
            'Subscription details for business owners: the plan, its status and billing dates. Card and payment details are entered on our billing provider’s secure page; we only receive the card brand, its last four digits and its expiry date.',
            'Messages you send us through the contact form, with the name, company and email address you give.',
            'Technical information: IP address, browser type and the records our servers keep of requests, used to keep the service working and secure.',
            'A guess of your country from your IP address, used only to suggest the country when you fill in an address. We look it up on our own servers in a copy of the regional internet registries’ public records, published by the Number Resource Organization (NRO) under the Creative Commons Attribution 4.0 licence; your IP address is not sent to anyone else for this, and the guess is not kept unless you save it as part of an address.',
          ],
        },
        'We store a small amount of information in your browser to keep you signed in. We do not use advertising cookies or cross-site trackers.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        {
          list: [
            'To provide the service: record hours, show where each clock-in and clock-out happened, and produce timesheets and reports for the business.',
            'To manage accounts and subscriptions, including billing through our billing provider.',
            'To send the emails the service needs, such as email verification, password resets and billing notices.',
            'To answer your questions and requests.',
            'To protect the service and its users, for example by detecting and stopping fraud and abuse.',
            'To meet our legal obligations.',
          ],
        },
        'We do not sell personal information, and we do not use it for advertising.',
      ],
    },
    {
      id: 'location',
      heading: 'Location and consent',
      blocks: [
        'Your device asks for your permission before it shares its location with VerifiedHours. You can refuse or withdraw that permission in your device settings at any time. You can still clock in and out without it; the record is then kept without a position and shown to your employer as unverified.',
        'Business owners are responsible for telling their staff that a position is recorded at clock-in and clock-out, and for having a lawful reason to collect it under the employment and privacy laws that apply to them.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'Inside a business, the owner and the managers they choose can see the profiles, hours and clock-in positions of the staff who joined that business.',
        'We use a few service providers to run VerifiedHours. They may only use the information to provide their service to us and must protect it:',
        {
          list: [
            'a hosting provider, which runs our servers and stores the data;',
            'a billing provider, which processes subscription payments;',
            'an email delivery provider, which sends the emails the service needs.',
          ],
        },
        `Some of these providers may store or process information outside ${country}, where it is subject to the laws of that country and may be accessed by its authorities.`,
        'We also disclose information when the law requires it, and, if VerifiedHours is sold or merged, to the new owner, who must keep this policy’s promises. We will tell you before that happens.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        `We keep account details, hours and clock-in positions while the account is open and then for up to ${retention}, because employment and tax rules commonly require payroll records to be kept for that long. Messages sent through the contact form are kept only as long as we need them to answer you.`,
        `When you or your employer delete information, or when the period above ends, it is erased from our systems, backups included, within ${purge}.`,
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'Information travels to and from VerifiedHours over encrypted connections. Passwords are stored only in hashed form, and access to personal information inside our company is limited to the people who need it to run the service.',
        `No system is perfectly secure. If a breach of security creates a real risk of significant harm to you, we will tell you and report it to the Office of the Privacy Commissioner of ${country}, as the law requires.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        'You can ask us:',
        {
          list: [
            'for a copy of the personal information we hold about you;',
            'to correct information that is wrong or incomplete;',
            'to delete your information, unless we must keep it by law or your employer must keep it as a payroll record;',
            'to stop using your information for a purpose you consented to. Some parts of the service may then no longer work for you.',
          ],
        },
        {
          before: 'Send your request through our ',
          link: { label: 'contact page', to: '/contact' },
          after: `. We answer within ${response} and may ask you to confirm your identity first. If we cannot do what you ask, we explain why. Requests about records we keep for an employer may be passed on to that employer.`,
        },
        `If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of ${country}.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        `VerifiedHours is made for businesses and the people they employ. You must be at least ${minimumAge} years old to use it, and we do not knowingly collect information from anyone younger. If we learn that we have, we delete it.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy, we update the date at the top of this page. If a change is significant, we also tell account holders by email or in the app before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          before:
            'For any question about this policy or your information, write to us through our ',
          link: { label: 'contact page', to: '/contact' },
          after: '.',
        },
      ],
    },
  ],
};
