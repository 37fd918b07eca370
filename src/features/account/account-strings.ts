import { addTranslations } from '../../i18n/i18n';
import strings from './account.de.json';

// Registration, recovery and personal data strings load with their chunks (docs/decisions.md).
addTranslations(strings);
