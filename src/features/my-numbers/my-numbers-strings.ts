import { addTranslations } from '../../i18n/i18n';
import strings from './my-numbers.de.json';

// These screens' strings load with their chunks, not with the home route (docs/decisions.md).
addTranslations(strings);
