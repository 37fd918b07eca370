import { contentPageFor, fixedContentLoader } from './content-page.view';
import { ContactDetails } from './contact-details.view';

/** The fixed content paths of spec/1 §2 (/faq has its own screen), each with its loader. */
export const AGB = { default: contentPageFor(), loader: fixedContentLoader('/agb') };
export const DATENSCHUTZ = { default: contentPageFor(), loader: fixedContentLoader('/datenschutz') };
export const KUNDENSERVICE = { default: contentPageFor(ContactDetails), loader: fixedContentLoader('/kundenservice') };
