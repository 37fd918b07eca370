import { addTranslations } from '../../i18n/i18n';
import strings from './additional-data.de.json';

// The modal's strings load with its chunk, not with the home route (docs/decisions.md).
addTranslations(strings);
