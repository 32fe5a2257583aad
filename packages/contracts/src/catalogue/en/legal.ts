// The privacy policy and the terms of service. A section's blocks are numbered in page order: a
// paragraph, a list (its items numbered), or a paragraph with one {link} to another page of the
// site, whose words are under `links`. Promised periods, the minimum age, the country and the
// currency arrive as values from the contracts' legalFacts, which the server's jobs also follow.
export default {
  lastUpdated: 'Last updated: {date}',
  contents: 'On this page',
  links: {
    pricing: 'pricing page',
    privacy: 'privacy policy',
    contact: 'contact page',
  },
  terms: {
    title: 'Terms of service',
    intro:
      'These terms are the agreement between you and VerifiedHours ("we", "us") for the use of our website and app. Please read them carefully: by creating an account or using the service, you accept them. If you accept them for a business, you confirm that you may bind that business, and "you" then also means the business.',
    sections: {
      theService: {
        heading: 'The service',
        1: 'VerifiedHours lets business owners record the hours their staff work. Staff clock in and out from their own device; each clock-in and clock-out can carry the GPS position the device reports. Owners organise their sites as business centres, invite staff with invite codes, and see timesheets and reports.',
      },
      accounts: {
        heading: 'Your account',
        1: {
          1: 'You must be at least {minimumAge} years old to use VerifiedHours.',
          2: 'Give accurate information when you sign up and keep it up to date.',
          3: 'Keep your password secret. You are responsible for what happens under your account; tell us straight away if you think someone else has used it.',
          4: 'Staff accounts are created with an invite code from a business owner and belong to that business. The owner, or a manager they choose, can edit a staff profile and disable the account; a disabled account cannot sign in.',
        },
      },
      plansAndBilling: {
        heading: 'Plans, billing and cancellation',
        1: 'The Free plan costs nothing. Paid plans are monthly subscriptions; their prices and what each includes are shown on our {link}.',
        2: 'Paid plans are charged in advance, in {currency}, through our billing provider, and renew every month until you cancel. Applicable sales taxes are added to the price.',
        3: 'You can cancel at any time from your account settings, either at the end of the current billing period (you keep the paid features until then) or immediately. Except where the law requires otherwise, we do not refund partial months.',
        4: 'We may change our prices. A price change is a material change: we give you notice of it as described in "Changes to these terms", and it applies from your next billing period after the notice ends.',
      },
      ownerResponsibilities: {
        heading: 'Business owners and their staff',
        1: 'If you use VerifiedHours as a business owner, you decide which information about your staff is recorded and how you use it. You agree to:',
        2: {
          1: 'tell your staff that VerifiedHours records their position when they clock in and clock out, and obtain any consent the law requires;',
          2: 'use the information only for managing work hours, attendance and pay, and in line with the employment standards and privacy laws that apply to you;',
          3: 'check timesheets and reports before you rely on them: you remain responsible for paying your staff correctly.',
        },
      },
      acceptableUse: {
        heading: 'Acceptable use',
        1: 'You must not:',
        2: {
          1: 'use the service for anything unlawful, or to track anyone without their knowledge;',
          2: 'fake or alter a location or a clock-in time;',
          3: 'try to get into accounts or data that are not yours, or disrupt or overload the service;',
          4: 'copy, resell or reverse engineer the service, except where the law allows it.',
        },
      },
      locationAccuracy: {
        heading: 'Location accuracy',
        1: 'Positions come from the device that clocks in. Their accuracy depends on the device, its settings and the signal; a position can be off by some distance or be missing. VerifiedHours shows the position the device reported and does not guarantee that it is exact.',
      },
      yourData: {
        heading: 'Your data',
        1: 'The information you and your staff put into VerifiedHours stays yours. You allow us to store, copy and process it only as needed to provide and protect the service. Our {link} explains how we handle personal information, how long we keep it and when it is deleted.',
      },
      ourRights: {
        heading: 'Our service and brand',
        1: 'The software, design and the VerifiedHours name belong to us. These terms give you the right to use the service while your account is open; they do not give you any other right to our software or brand.',
      },
      availability: {
        heading: 'Availability and changes to the service',
        1: 'We work to keep VerifiedHours available and secure, but it may sometimes be unavailable, for example during maintenance. We improve the service over time and may change or remove features; if a change takes away something material that you pay for, we tell you in advance.',
      },
      suspension: {
        heading: 'Suspension and ending your account',
        1: 'You can stop using VerifiedHours and cancel your subscription at any time. We may suspend or close an account that breaks these terms, that puts the service or other people at risk, or that leaves fees unpaid. Where we reasonably can, we warn you first and give you the chance to fix the problem.',
      },
      disclaimers: {
        heading: 'Disclaimers',
        1: 'To the extent the law allows, the service is provided "as is", without promises that it will meet every need or be free of errors. Nothing in these terms takes away rights you have under consumer protection laws that cannot be excluded.',
      },
      liability: {
        heading: 'Limitation of liability',
        1: 'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or lost data, and our total liability for any claim is limited to the fees you paid us for the service in the 12 months before the event that led to the claim.',
      },
      disputes: {
        heading: 'Resolving disputes',
        1: 'If you have a complaint, please tell us first through our {link}. We will try to resolve it informally, and both of us agree not to start formal proceedings for {disputeDays, plural, one {# day} other {# days}} after the complaint was received.',
        2: 'Any claim about the service or these terms must be brought within {claimLimitYears, plural, one {# year} other {# years}} after the facts giving rise to it arose, unless the law does not allow this limit; otherwise the claim is barred.',
      },
      governingLaw: {
        heading: 'Governing law',
        1: 'These terms are governed by the laws of {country}, including the laws of the province or territory that apply, without regard to conflict-of-laws rules. The courts of {country} have jurisdiction over any dispute that is not resolved informally.',
      },
      changes: {
        heading: 'Changes to these terms',
        1: 'We may update these terms. We give you at least {noticeDays, plural, one {# day} other {# days}}’ notice of any material change, by email or in the app, before it takes effect. If you continue to use VerifiedHours after that, the new terms apply; if you do not accept them, you can cancel before they take effect.',
      },
      contact: {
        heading: 'Contact us',
        1: 'For any question about these terms, write to us through our {link}.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'VerifiedHours is an online service, operated from {country}, that business owners use to record the hours their staff work and where they clock in and out. This policy explains what personal information we collect, why we collect it, who we share it with, how long we keep it and the choices you have. It applies to our website and to the VerifiedHours app.',
    sections: {
      whoIsResponsible: {
        heading: 'Who is responsible for your information',
        1: 'VerifiedHours ("we", "us") is responsible for the information about the people who hold an account with us: business owners, managers and staff members, and visitors who write to us.',
        2: 'Staff hours and clock-in positions are recorded for the business that invited the staff member. That business, as the employer, decides why these records are kept and how they are used for payroll; we keep and process them on its behalf. If you are a staff member with a question about how your employer uses your hours, ask your employer as well as us.',
        3: 'We handle personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and the privacy laws of {country} that apply to us.',
      },
      informationWeCollect: {
        heading: 'Information we collect',
        1: 'We collect only what we need to run the service:',
        2: {
          1: 'Account details: your name, username, email address, role and password. We store the password only in a scrambled (hashed) form that cannot be read back.',
          2: 'Contact and employment details that you or your employer enter: phone numbers, street address, city, province or state, country, postal code, gender if you choose to give it, position, and start and end dates of employment.',
          3: 'Your position at clock-in and clock-out: the GPS location your device reports at the moment you clock in or out, with the time. We do not track your location between these moments, in the background or when you are off shift.',
          4: 'Hours, attendance and pay: clock-in and clock-out times, shifts, the business centre they belong to, the totals and reports built from them, and, where the employer enters them, each staff member’s hourly pay rates with the day each applies from (earlier rates are kept, since past hours are paid at the rate of their day), the pay worked out from the hours, and the employee number the employer’s payroll service knows the person by.',
          5: 'Subscription details for business owners: the plan, its status and billing dates. Card and payment details are entered on our billing provider’s secure page; we only receive the card brand, its last four digits and its expiry date.',
          6: 'Messages you send us through the contact form, with the name, company and email address you give.',
          7: 'Technical information: IP address, browser type and the records our servers keep of requests, used to keep the service working and secure.',
          8: 'A guess of your country from your IP address, used only to suggest the country when you fill in an address. We look it up on our own servers in a copy of the regional internet registries’ public records, published by the Number Resource Organization (NRO) under the Creative Commons Attribution 4.0 licence; your IP address is not sent to anyone else for this, and the guess is not kept unless you save it as part of an address.',
        },
        3: 'We store a small amount of information in your browser to keep you signed in. We do not use advertising cookies or cross-site trackers.',
      },
      howWeUseIt: {
        heading: 'How we use your information',
        1: {
          1: 'To provide the service: record hours, show where each clock-in and clock-out happened, and produce timesheets and reports for the business.',
          2: 'To manage accounts and subscriptions, including billing through our billing provider.',
          3: 'To send the emails the service needs, such as email verification, password resets and billing notices.',
          4: 'To answer your questions and requests.',
          5: 'To protect the service and its users, for example by detecting and stopping fraud and abuse.',
          6: 'To meet our legal obligations.',
        },
        2: 'We do not sell personal information, and we do not use it for advertising.',
      },
      location: {
        heading: 'Location and consent',
        1: 'Your device asks for your permission before it shares its location with VerifiedHours. You can refuse or withdraw that permission in your device settings at any time. You can still clock in and out without it; the record is then kept without a position and shown to your employer as unverified.',
        2: 'Business owners are responsible for telling their staff that a position is recorded at clock-in and clock-out, and for having a lawful reason to collect it under the employment and privacy laws that apply to them.',
      },
      sharing: {
        heading: 'Who we share it with',
        1: 'Inside a business, the owner and the managers they choose can see the profiles, hours and clock-in positions of the staff who joined that business. Pay rates, their history and the pay worked out from them are seen by the owner and by the staff member they belong to; managers see them only when the owner allows it.',
        2: 'We use a few service providers to run VerifiedHours. They may only use the information to provide their service to us and must protect it:',
        3: {
          1: 'a hosting provider, which runs our servers and stores the data;',
          2: 'a billing provider, which processes subscription payments;',
          3: 'an email delivery provider, which sends the emails the service needs.',
        },
        4: 'Some of these providers may store or process information outside {country}, where it is subject to the laws of that country and may be accessed by its authorities.',
        5: 'We also disclose information when the law requires it, and, if VerifiedHours is sold or merged, to the new owner, who must keep this policy’s promises. We will tell you before that happens.',
      },
      retention: {
        heading: 'How long we keep it',
        1: 'We keep account details, hours, pay rates with their history, and clock-in positions while the account is open and then for up to {retentionYears, plural, one {# year} other {# years}}, because employment and tax rules commonly require payroll records to be kept for that long. Messages sent through the contact form are kept only as long as we need them to answer you.',
        2: 'When you or your employer delete information, or when the period above ends, it is erased from our systems, backups included, within {purgeDays, plural, one {# day} other {# days}}.',
      },
      security: {
        heading: 'How we protect it',
        1: 'Information travels to and from VerifiedHours over encrypted connections. Passwords are stored only in hashed form, and access to personal information inside our company is limited to the people who need it to run the service.',
        2: 'No system is perfectly secure. If a breach of security creates a real risk of significant harm to you, we will tell you and report it to the Office of the Privacy Commissioner of {country}, as the law requires.',
      },
      yourRights: {
        heading: 'Your rights and choices',
        1: 'You can ask us:',
        2: {
          1: 'for a copy of the personal information we hold about you;',
          2: 'to correct information that is wrong or incomplete;',
          3: 'to delete your information, unless we must keep it by law or your employer must keep it as a payroll record;',
          4: 'to stop using your information for a purpose you consented to. Some parts of the service may then no longer work for you.',
        },
        3: 'Send your request through our {link}. We answer within {responseMonths, plural, one {# month} other {# months}} and may ask you to confirm your identity first. If we cannot do what you ask, we explain why. Requests about records we keep for an employer may be passed on to that employer.',
        4: 'If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of {country}.',
      },
      children: {
        heading: 'Children',
        1: 'VerifiedHours is made for businesses and the people they employ. You must be at least {minimumAge} years old to use it, and we do not knowingly collect information from anyone younger. If we learn that we have, we delete it.',
      },
      changes: {
        heading: 'Changes to this policy',
        1: 'When we change this policy, we update the date at the top of this page. If a change is significant, we also tell account holders by email or in the app before it takes effect.',
      },
      contact: {
        heading: 'Contact us',
        1: 'For any question about this policy or your information, write to us through our {link}.',
      },
    },
  },
} as const;
