// The terms of service. The periods it promises (dispute, notice, claim limit) and the governing
// law come from legalFacts, so they always match what the product and its operators follow.
import { legalFacts, PLAN_CURRENCY } from '@vh/contracts';
import { countOf, type TLegalDocument } from './legal-document.ts';

const disputeDays = countOf(legalFacts.informalDisputeDays, 'day');
const noticeDays = countOf(legalFacts.materialChangeNoticeDays, 'day');
const claimLimit = countOf(legalFacts.claimLimitYears, 'year');
const minimumAge = legalFacts.minimumAge;
const country = legalFacts.governingCountry;

export const termsOfService: TLegalDocument = {
  title: 'Terms of service',
  lastUpdated: legalFacts.termsLastUpdated,
  intro:
    'These terms are the agreement between you and VerifiedHours ("we", "us") for the use of our website and app. Please read them carefully: by creating an account or using the service, you accept them. If you accept them for a business, you confirm that you may bind that business, and "you" then also means the business.',
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      blocks: [
        'VerifiedHours lets business owners record the hours their staff work. Staff clock in and out from their own device; each clock-in and clock-out can carry the GPS position the device reports. Owners organise their sites as business centres, invite staff with invite codes, and see timesheets and reports.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        {
          list: [
            `You must be at least ${minimumAge} years old to use VerifiedHours.`,
            'Give accurate information when you sign up and keep it up to date.',
            'Keep your password secret. You are responsible for what happens under your account; tell us straight away if you think someone else has used it.',
            'Staff accounts are created with an invite code from a business owner and belong to that business. The owner, or a manager they choose, can edit a staff profile and disable the account; a disabled account cannot sign in.',
          ],
        },
      ],
    },
    {
      id: 'plans-and-billing',
      heading: 'Plans, billing and cancellation',
      blocks: [
        {
          before:
            'The Free plan costs nothing. Paid plans are monthly subscriptions; their prices and what each includes are shown on our ',
          link: { label: 'pricing page', to: '/pricing' },
          after: '.',
        },
        `Paid plans are charged in advance, in ${PLAN_CURRENCY}, through our billing provider, and renew every month until you cancel. Applicable sales taxes are added to the price.`,
        'You can cancel at any time from your account settings, either at the end of the current billing period (you keep the paid features until then) or immediately. Except where the law requires otherwise, we do not refund partial months.',
        `We may change our prices. A price change is a material change: we give you notice of it as described in "Changes to these terms", and it applies from your next billing period after the notice ends.`,
      ],
    },
    {
      id: 'owner-responsibilities',
      heading: 'Business owners and their staff',
      blocks: [
        'If you use VerifiedHours as a business owner, you decide which information about your staff is recorded and how you use it. You agree to:',
        {
          list: [
            'tell your staff that VerifiedHours records their position when they clock in and clock out, and obtain any consent the law requires;',
            'use the information only for managing work hours, attendance and pay, and in line with the employment standards and privacy laws that apply to you;',
            'check timesheets and reports before you rely on them: you remain responsible for paying your staff correctly.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You must not:',
        {
          list: [
            'use the service for anything unlawful, or to track anyone without their knowledge;',
            'fake or alter a location or a clock-in time;',
            'try to get into accounts or data that are not yours, or disrupt or overload the service;',
            'copy, resell or reverse engineer the service, except where the law allows it.',
          ],
        },
      ],
    },
    {
      id: 'location-accuracy',
      heading: 'Location accuracy',
      blocks: [
        'Positions come from the device that clocks in. Their accuracy depends on the device, its settings and the signal; a position can be off by some distance or be missing. VerifiedHours shows the position the device reported and does not guarantee that it is exact.',
      ],
    },
    {
      id: 'your-data',
      heading: 'Your data',
      blocks: [
        {
          before:
            'The information you and your staff put into VerifiedHours stays yours. You allow us to store, copy and process it only as needed to provide and protect the service. Our ',
          link: { label: 'privacy policy', to: '/privacy' },
          after:
            ' explains how we handle personal information, how long we keep it and when it is deleted.',
        },
      ],
    },
    {
      id: 'our-rights',
      heading: 'Our service and brand',
      blocks: [
        'The software, design and the VerifiedHours name belong to us. These terms give you the right to use the service while your account is open; they do not give you any other right to our software or brand.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes to the service',
      blocks: [
        'We work to keep VerifiedHours available and secure, but it may sometimes be unavailable, for example during maintenance. We improve the service over time and may change or remove features; if a change takes away something material that you pay for, we tell you in advance.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and ending your account',
      blocks: [
        'You can stop using VerifiedHours and cancel your subscription at any time. We may suspend or close an account that breaks these terms, that puts the service or other people at risk, or that leaves fees unpaid. Where we reasonably can, we warn you first and give you the chance to fix the problem.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        'To the extent the law allows, the service is provided "as is", without promises that it will meet every need or be free of errors. Nothing in these terms takes away rights you have under consumer protection laws that cannot be excluded.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or lost data, and our total liability for any claim is limited to the fees you paid us for the service in the 12 months before the event that led to the claim.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Resolving disputes',
      blocks: [
        {
          before: 'If you have a complaint, please tell us first through our ',
          link: { label: 'contact page', to: '/contact' },
          after: `. We will try to resolve it informally, and both of us agree not to start formal proceedings for ${disputeDays} after the complaint was received.`,
        },
        `Any claim about the service or these terms must be brought within ${claimLimit} after the facts giving rise to it arose, unless the law does not allow this limit; otherwise the claim is barred.`,
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        `These terms are governed by the laws of ${country}, including the laws of the province or territory that apply, without regard to conflict-of-laws rules. The courts of ${country} have jurisdiction over any dispute that is not resolved informally.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        `We may update these terms. We give you at least ${noticeDays}’ notice of any material change, by email or in the app, before it takes effect. If you continue to use VerifiedHours after that, the new terms apply; if you do not accept them, you can cancel before they take effect.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          before: 'For any question about these terms, write to us through our ',
          link: { label: 'contact page', to: '/contact' },
          after: '.',
        },
      ],
    },
  ],
};
