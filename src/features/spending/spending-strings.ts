import { addTranslations } from '../../i18n/i18n';
import strings from './spending.de.json';

// The page's strings load with its chunk, not with every page.
addTranslations(strings);
