export { mailOutbox } from './mail-outbox.ts';
export { profiles } from './profiles.ts';
