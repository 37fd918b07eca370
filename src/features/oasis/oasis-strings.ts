import { addTranslations } from '../../i18n/i18n';
import strings from './oasis.de.json';

// These strings load with the chunks that show them (the limits page, the KENO ticket), not with the home route.
addTranslations(strings);
