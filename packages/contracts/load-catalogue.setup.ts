// Vitest setup for every project that reads words: the tests read the whole catalogue, as the
// server does (a screen in the browser loads only its namespaces).
import { loadEveryNamespace } from './src/i18n.ts';

await loadEveryNamespace();
