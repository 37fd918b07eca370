import { contentPageFor } from './content-page.view';
import { ContactDetails } from './contact-details.view';

/** The fixed content paths of spec/1 §2 (/faq has its own screen). */
export const AgbPage = contentPageFor('/agb');
export const DatenschutzPage = contentPageFor('/datenschutz');
export const KundenservicePage = contentPageFor('/kundenservice', ContactDetails);
