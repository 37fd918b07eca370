import { addTranslations } from '../../i18n/i18n';
import strings from './wallet.de.json';

// Wallet, payment data and account home strings load with their chunks (docs/decisions.md).
addTranslations(strings);
