import { addTranslations } from '../../i18n/i18n';
import strings from './basket.de.json';

// The basket page's, checkout's and thanks page's strings load with their chunks, not with the home route (docs/decisions.md).
addTranslations(strings);
