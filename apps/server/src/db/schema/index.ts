export { mailOutbox } from './mail-outbox.ts';
export { profiles } from './profiles.ts';
export { contactRequests } from './contact-requests.ts';
export { passwordResetLinks } from './password-reset-links.ts';
