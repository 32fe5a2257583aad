export { profiles } from './profiles.ts';
