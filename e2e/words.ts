// The journeys compare what a screen says with the catalogue's words, read as the server reads them.
import { loadEveryNamespace } from '@vh/contracts';

await loadEveryNamespace();
