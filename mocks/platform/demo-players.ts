import type { PlayerDto } from '../../adapters/http/wire/player.dto';
import type { DemoPlayerInfo } from './platform-api';

/** Shared by every demo account; README and the control panel list it. */
export const DEMO_PASSWORD = 'Tippwerk2026!';

export type DemoSituation = 'verified' | 'new' | 'self_locked';

/** What the seed needs to build one demo player; ids and dates come from the seed and clock. */
export interface DemoProfile {
  email: string;
  situation: DemoSituation;
  description: string;
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
    balanceCents: 5000,
    phoneNumber: '+4922112345678',
    address: { street: 'Musterstraße', house_number: '12', zip_code: '50667', city: 'Köln', state: 'Nordrhein-Westfalen' },
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
    description: 'Gerade registriert, noch nicht verifiziert (72 Stunden Spielzeit), 0,00 € Guthaben',
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
];

export const DEMO_PLAYERS: readonly DemoPlayerInfo[] = DEMO_PROFILES.map((p) => ({
  username: p.email,
  password: DEMO_PASSWORD,
  description: p.description,
}));
