import { addTranslations } from './i18n';
import strings from './products.de.json';

// Product, add-on and draw-day names: for the landing pages, ticket screens, basket and receipts, not the home route.
addTranslations(strings);
