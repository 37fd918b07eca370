import { addTranslations } from '../i18n/i18n';
import strings from './validation.de.json';

// Form validation messages load with the forms (the login form's few are in the shell's de.json).
addTranslations(strings);
