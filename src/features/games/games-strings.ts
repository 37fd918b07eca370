import { addTranslations } from '../../i18n/i18n';
import strings from './games.de.json';

// The games pages' strings load with their chunk (like the transactions page).
addTranslations({ games: strings });
