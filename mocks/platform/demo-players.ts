import type { PlayerDto } from '../../adapters/http/wire/player.dto';
import type { DemoPlayerInfo } from './platform-api';

/** Shared by every demo account; README and the control panel list it. */
export const DEMO_PASSWORD = 'Tippwerk2026!';

/**
 * verified / self_locked: long-standing, fully verified customers. new: registered at seeding.
 * expired: unverified past the 72-hour window. fraud: the ident found fraud (fraud lock).
 */
export type DemoSituation = 'verified' | 'new' | 'self_locked' | 'expired' | 'fraud';

/** What the seed needs to build one demo player; ids and dates come from the seed and clock. */
export interface DemoProfile {
  email: string;
  situation: DemoSituation;
  description: string;
  /** Hours since registration; null for long-standing customers (200–900 days, drawn by the seed). */
  registeredHoursAgo: number | null;
  /** Common-account balance in cents, seeded as one deposit. */
  balanceCents: number;
  phoneNumber: string | null;
  address: PlayerDto['address'];
  personalData: PlayerDto['personal_data'];
}

export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    email: 'spieler@tippwerk.de',
    situation: 'verified',
    description: 'Voll verifiziert, 50,00 € Guthaben, gespeichertes SEPA-Lastschriftkonto',
    registeredHoursAgo: null,
    balanceCents: 5000,
    phoneNumber: '+4922112345678',
    address: {
      street: 'Musterstraße',
      house_number: '12',
      zip_code: '50667',
      city: 'Köln',
      state: 'Nordrhein-Westfalen',
    },
    personalData: {
      title: null,
      first_name: 'Max',
      last_name: 'Mustermann',
      birth_name: 'Mustermann',
      birthplace: 'Köln',
      date_of_birth: '1985-04-12',
    },
  },
  {
    email: 'neu@tippwerk.de',
    situation: 'new',
    description:
      'Gerade registriert, nicht verifiziert (72 Stunden Spielzeit), 0,00 € Guthaben, E-Mail unbestätigt, noch kein Bankkonto (für die Mikroüberweisung SEPA-Konto hinterlegen)',
    registeredHoursAgo: 0,
    balanceCents: 0,
    phoneNumber: null,
    address: { street: 'Lindenallee', house_number: '3a', zip_code: '10115', city: 'Berlin', state: 'Berlin' },
    // Birth name and place left open on purpose: the shop shows its "Angaben ergänzen" notice.
    personalData: {
      title: null,
      first_name: 'Lena',
      last_name: 'Neumann',
      birth_name: null,
      birthplace: null,
      date_of_birth: '1999-11-03',
    },
  },
  {
    email: 'gesperrt@tippwerk.de',
    situation: 'self_locked',
    description: 'Voll verifiziert, 20,00 € Guthaben, Selbstsperre für 3 Monate aktiv',
    registeredHoursAgo: null,
    balanceCents: 2000,
    phoneNumber: '+498912345678',
    address: { street: 'Leopoldstraße', house_number: '45', zip_code: '80802', city: 'München', state: 'Bayern' },
    personalData: {
      title: 'Dr.',
      first_name: 'Jonas',
      last_name: 'Becker',
      birth_name: 'Becker',
      birthplace: 'Augsburg',
      date_of_birth: '1978-06-30',
    },
  },
  {
    email: 'ablauf@tippwerk.de',
    situation: 'expired',
    description:
      'Vor 4 Tagen registriert, nicht verifiziert: 72-Stunden-Frist abgelaufen (Kauf abgelehnt), 15,00 € Guthaben',
    registeredHoursAgo: 96,
    balanceCents: 1500,
    phoneNumber: null,
    address: { street: 'Mönckebergstraße', house_number: '7', zip_code: '20095', city: 'Hamburg', state: 'Hamburg' },
    personalData: {
      title: null,
      first_name: 'Paula',
      last_name: 'Hartmann',
      birth_name: 'Hartmann',
      birthplace: 'Lübeck',
      date_of_birth: '1990-08-21',
    },
  },
  {
    email: 'betrug@tippwerk.de',
    situation: 'fraud',
    description:
      'Vor 2 Tagen registriert, Identprüfung ergab Betrugsverdacht: Konto gesperrt (fraud_locked), 0,00 € Guthaben',
    registeredHoursAgo: 48,
    balanceCents: 0,
    phoneNumber: '+496912345678',
    address: { street: 'Zeil', house_number: '1', zip_code: '60311', city: 'Frankfurt am Main', state: 'Hessen' },
    personalData: {
      title: null,
      first_name: 'Tobias',
      last_name: 'Krämer',
      birth_name: 'Krämer',
      birthplace: 'Offenbach am Main',
      date_of_birth: '1992-01-15',
    },
  },
];

export const DEMO_PLAYERS: readonly DemoPlayerInfo[] = DEMO_PROFILES.map((p) => ({
  username: p.email,
  password: DEMO_PASSWORD,
  description: p.description,
}));
