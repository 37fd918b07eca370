import type { ZipCodeEntryDto } from '../../../adapters/http/wire/player.dto';
import { PlatformError } from '../platform-api';

/** GET /zip_codes answers at most this many entries. */
const MAX_ZIP_SUGGESTIONS = 10;

type Row = readonly [zipcode: string, city: string, state: string, district: string, municipality?: string];

/**
 * A small table of real German zip codes, every Land represented. `district` is the Kreis (or the
 * kreisfreie Stadt); `municipality` defaults to the city. Central Berlin is listed densely so a
 * two-digit prefix ("10") has more matches than one answer may carry.
 */
const ROWS: readonly Row[] = [
  ['01067', 'Dresden', 'Sachsen', 'Dresden'],
  ['03046', 'Cottbus', 'Brandenburg', 'Cottbus'],
  ['04109', 'Leipzig', 'Sachsen', 'Leipzig'],
  ['06108', 'Halle (Saale)', 'Sachsen-Anhalt', 'Halle (Saale)'],
  ['07743', 'Jena', 'Thüringen', 'Jena'],
  ['09111', 'Chemnitz', 'Sachsen', 'Chemnitz'],
  ['10115', 'Berlin', 'Berlin', 'Berlin'],
  ['10117', 'Berlin', 'Berlin', 'Berlin'],
  ['10119', 'Berlin', 'Berlin', 'Berlin'],
  ['10178', 'Berlin', 'Berlin', 'Berlin'],
  ['10179', 'Berlin', 'Berlin', 'Berlin'],
  ['10243', 'Berlin', 'Berlin', 'Berlin'],
  ['10245', 'Berlin', 'Berlin', 'Berlin'],
  ['10247', 'Berlin', 'Berlin', 'Berlin'],
  ['10249', 'Berlin', 'Berlin', 'Berlin'],
  ['10435', 'Berlin', 'Berlin', 'Berlin'],
  ['10437', 'Berlin', 'Berlin', 'Berlin'],
  ['12043', 'Berlin', 'Berlin', 'Berlin'],
  ['14467', 'Potsdam', 'Brandenburg', 'Potsdam'],
  ['15230', 'Frankfurt (Oder)', 'Brandenburg', 'Frankfurt (Oder)'],
  ['17489', 'Greifswald', 'Mecklenburg-Vorpommern', 'Landkreis Vorpommern-Greifswald'],
  ['18055', 'Rostock', 'Mecklenburg-Vorpommern', 'Rostock'],
  ['19053', 'Schwerin', 'Mecklenburg-Vorpommern', 'Schwerin'],
  ['20095', 'Hamburg', 'Hamburg', 'Hamburg'],
  ['20354', 'Hamburg', 'Hamburg', 'Hamburg'],
  ['22767', 'Hamburg', 'Hamburg', 'Hamburg'],
  ['23552', 'Lübeck', 'Schleswig-Holstein', 'Lübeck'],
  ['24103', 'Kiel', 'Schleswig-Holstein', 'Kiel'],
  ['26122', 'Oldenburg', 'Niedersachsen', 'Oldenburg (Oldb)', 'Oldenburg (Oldb)'],
  ['27568', 'Bremerhaven', 'Bremen', 'Bremerhaven'],
  ['28195', 'Bremen', 'Bremen', 'Bremen'],
  ['30159', 'Hannover', 'Niedersachsen', 'Region Hannover'],
  ['35037', 'Marburg', 'Hessen', 'Landkreis Marburg-Biedenkopf'],
  ['37073', 'Göttingen', 'Niedersachsen', 'Landkreis Göttingen'],
  ['38100', 'Braunschweig', 'Niedersachsen', 'Braunschweig'],
  ['39104', 'Magdeburg', 'Sachsen-Anhalt', 'Magdeburg'],
  ['40213', 'Düsseldorf', 'Nordrhein-Westfalen', 'Düsseldorf'],
  ['44135', 'Dortmund', 'Nordrhein-Westfalen', 'Dortmund'],
  ['48143', 'Münster', 'Nordrhein-Westfalen', 'Münster'],
  ['50667', 'Köln', 'Nordrhein-Westfalen', 'Köln'],
  ['53111', 'Bonn', 'Nordrhein-Westfalen', 'Bonn'],
  ['54290', 'Trier', 'Rheinland-Pfalz', 'Trier'],
  ['55116', 'Mainz', 'Rheinland-Pfalz', 'Mainz'],
  ['60311', 'Frankfurt am Main', 'Hessen', 'Frankfurt am Main'],
  ['65183', 'Wiesbaden', 'Hessen', 'Wiesbaden'],
  ['66111', 'Saarbrücken', 'Saarland', 'Regionalverband Saarbrücken'],
  ['66740', 'Saarlouis', 'Saarland', 'Landkreis Saarlouis'],
  ['67059', 'Ludwigshafen am Rhein', 'Rheinland-Pfalz', 'Ludwigshafen am Rhein'],
  ['69117', 'Heidelberg', 'Baden-Württemberg', 'Heidelberg'],
  ['70173', 'Stuttgart', 'Baden-Württemberg', 'Stuttgart'],
  ['79098', 'Freiburg im Breisgau', 'Baden-Württemberg', 'Freiburg im Breisgau'],
  ['80331', 'München', 'Bayern', 'München'],
  ['80802', 'München', 'Bayern', 'München'],
  ['82319', 'Starnberg', 'Bayern', 'Landkreis Starnberg'],
  ['86150', 'Augsburg', 'Bayern', 'Augsburg'],
  ['90402', 'Nürnberg', 'Bayern', 'Nürnberg'],
  ['99084', 'Erfurt', 'Thüringen', 'Erfurt'],
];

/** Sorted by zip code, as the answers are. */
const ZIP_CODES: readonly ZipCodeEntryDto[] = ROWS.map(([zipcode, city, state, district, municipality]) => ({
  zipcode,
  city,
  state,
  district,
  municipality: municipality ?? city,
})).sort((a, b) => a.zipcode.localeCompare(b.zipcode));

/** GET /zip_codes?starting_with=: two to five digits, else 400 naming the parameter (spec/2 §5). */
export function zipCodesStartingWith(prefix: unknown): ZipCodeEntryDto[] {
  if (typeof prefix !== 'string' || !/^\d{2,5}$/.test(prefix.trim())) {
    throw new PlatformError(400, {
      global_errors: ['invalid_request'],
      attribute_errors: { starting_with: ['required'] },
    });
  }
  const wanted = prefix.trim();
  return ZIP_CODES.filter((entry) => entry.zipcode.startsWith(wanted))
    .slice(0, MAX_ZIP_SUGGESTIONS)
    .map((entry) => ({ ...entry }));
}

/** The Land of a known zip code, for the player's address. */
export const stateOfZip = (zip: string): string | null =>
  ZIP_CODES.find((entry) => entry.zipcode === zip)?.state ?? null;
