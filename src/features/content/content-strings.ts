import { addTranslations } from '../../i18n/i18n';
import strings from './content.de.json';

// Content pages' strings load with their chunks (docs/decisions.md).
addTranslations(strings);
