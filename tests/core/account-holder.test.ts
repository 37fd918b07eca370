import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_HOLDER_MISMATCH,
  holderBelongsToPlayer,
  playerDisplayName,
  type PlayerNames,
} from '../../core/domain/account-holder';

const MAX: PlayerNames = { firstName: 'Max', lastName: 'Mustermann', birthName: 'Mustermann' };
const ERIKA: PlayerNames = { firstName: 'Erika', lastName: 'Musterfrau', birthName: 'Gabler' };
const JUERGEN: PlayerNames = { firstName: 'Jürgen', lastName: 'Großmann-Weiß', birthName: null };

describe('account holder in the player’s name (GlüStV: payments only from the player’s own accounts)', () => {
  it('accepts the player’s name whatever the case and the spaces around and between the words', () => {
    expect(holderBelongsToPlayer('Max Mustermann', MAX)).toBe(true);
    expect(holderBelongsToPlayer('  MAX   mustermann ', MAX)).toBe(true);
    expect(holderBelongsToPlayer('max\tMUSTERMANN', MAX)).toBe(true);
    expect(holderBelongsToPlayer({ firstName: ' max ', lastName: 'Mustermann  ' }, MAX)).toBe(true);
  });

  it('accepts umlauts written as ae/oe/ue and ß as ss, and accents left off', () => {
    expect(holderBelongsToPlayer('Juergen Grossmann-Weiss', JUERGEN)).toBe(true);
    expect(holderBelongsToPlayer('JÜRGEN GROSSMANN WEISS', JUERGEN)).toBe(true);
    // Decomposed umlaut (u + combining diaeresis), as some keyboards and PSPs send it.
    expect(holderBelongsToPlayer('Ju\u0308rgen Großmann-Weiß', JUERGEN)).toBe(true);
    expect(holderBelongsToPlayer('René Müller', { firstName: 'Rene', lastName: 'Mueller' })).toBe(true);
    expect(holderBelongsToPlayer('Zoë Çelik', { firstName: 'Zoe', lastName: 'Celik' })).toBe(true);
  });

  it('takes a hyphen and a space in a name as the same', () => {
    expect(holderBelongsToPlayer('Jürgen Großmann Weiß', JUERGEN)).toBe(true);
    expect(holderBelongsToPlayer('Anna Lena Schmidt', { firstName: 'Anna-Lena', lastName: 'Schmidt' })).toBe(true);
    expect(holderBelongsToPlayer('Anna-Lena Schmidt', { firstName: 'Anna Lena', lastName: 'Schmidt' })).toBe(true);
  });

  it('accepts "Nachname, Vorname" as well as "Vorname Nachname"', () => {
    expect(holderBelongsToPlayer('Mustermann, Max', MAX)).toBe(true);
    expect(holderBelongsToPlayer('MUSTERMANN,MAX', MAX)).toBe(true);
    expect(holderBelongsToPlayer('Grossmann-Weiss, Juergen', JUERGEN)).toBe(true);
  });

  it('accepts a middle name on one side only when first name and surname agree', () => {
    expect(holderBelongsToPlayer('Max Michael Mustermann', MAX)).toBe(true);
    expect(holderBelongsToPlayer('Mustermann, Max Michael', MAX)).toBe(true);
    expect(holderBelongsToPlayer('Max Mustermann', { firstName: 'Max Michael', lastName: 'Mustermann' })).toBe(true);
  });

  it('accepts the birth name as the surname, and titles a bank prints before the name', () => {
    expect(holderBelongsToPlayer('Erika Gabler', ERIKA)).toBe(true);
    expect(holderBelongsToPlayer('Erika Musterfrau', ERIKA)).toBe(true);
    expect(holderBelongsToPlayer('Dr. Jonas Becker', { firstName: 'Jonas', lastName: 'Becker' })).toBe(true);
    expect(holderBelongsToPlayer('Herr Max Mustermann', MAX)).toBe(true);
  });

  it('refuses a spouse: same surname, another first name', () => {
    expect(holderBelongsToPlayer('Erika Mustermann', MAX)).toBe(false);
    expect(holderBelongsToPlayer('Mustermann, Erika', MAX)).toBe(false);
    expect(holderBelongsToPlayer({ firstName: 'Erika', lastName: 'Mustermann' }, MAX)).toBe(false);
    // A middle name does not make another first name the player's.
    expect(holderBelongsToPlayer('Erika Max Mustermann', MAX)).toBe(false);
  });

  it('refuses another surname, a surname only, a first name only, a nickname and an empty holder', () => {
    expect(holderBelongsToPlayer('Max Musterfrau', MAX)).toBe(false);
    expect(holderBelongsToPlayer('Max Mustermann-Schulz', MAX)).toBe(false);
    expect(holderBelongsToPlayer('Mustermann', MAX)).toBe(false);
    expect(holderBelongsToPlayer('Max', MAX)).toBe(false);
    expect(holderBelongsToPlayer('Maximilian Mustermann', MAX)).toBe(false);
    expect(holderBelongsToPlayer('', MAX)).toBe(false);
    expect(holderBelongsToPlayer('   ', MAX)).toBe(false);
    expect(holderBelongsToPlayer('Dr.', MAX)).toBe(false);
  });

  it('refuses first name and surname swapped between the form’s two fields, and a surname not in full', () => {
    expect(holderBelongsToPlayer({ firstName: 'Mustermann', lastName: 'Max' }, MAX)).toBe(false);
    expect(holderBelongsToPlayer('Jürgen Weiß', JUERGEN)).toBe(false);
    expect(holderBelongsToPlayer('Mustermann Max', MAX)).toBe(false);
  });

  it('names the player as the shop shows it: first name and surname, single spaces', () => {
    expect(playerDisplayName(MAX)).toBe('Max Mustermann');
    expect(playerDisplayName({ firstName: ' Anna  Lena ', lastName: 'Schmidt ' })).toBe('Anna Lena Schmidt');
  });
});

describe('account holder: where another person begins', () => {
  const DOUBLE: PlayerNames = { firstName: 'Max', lastName: 'Mustermann-Schmidt' };

  it('refuses part of a double surname before the comma, or a double surname with another second part', () => {
    expect(holderBelongsToPlayer('Mustermann-Schmidt, Max', DOUBLE)).toBe(true);
    expect(holderBelongsToPlayer('Mustermann, Max', DOUBLE)).toBe(false);
    expect(holderBelongsToPlayer('Mustermann Meier, Max', DOUBLE)).toBe(false);
    expect(holderBelongsToPlayer('Max Mustermann Meier', DOUBLE)).toBe(false);
  });

  it('refuses a holder with nothing before its comma', () => {
    expect(holderBelongsToPlayer(', Max Mustermann', MAX)).toBe(false);
    expect(holderBelongsToPlayer(',Mustermann Max', MAX)).toBe(false);
  });

  it('refuses the same first name with another middle name on each side', () => {
    const maxPaul: PlayerNames = { firstName: 'Max Paul', lastName: 'Mustermann' };
    expect(holderBelongsToPlayer('Max Paul Mustermann', maxPaul)).toBe(true);
    expect(holderBelongsToPlayer('Max Peter Mustermann', maxPaul)).toBe(false);
    expect(holderBelongsToPlayer('Mustermann, Max Peter', maxPaul)).toBe(false);
  });

  it('refuses a bare surname for a player without a first name', () => {
    expect(holderBelongsToPlayer('Mustermann', { firstName: '', lastName: 'Mustermann' })).toBe(false);
    expect(holderBelongsToPlayer('Dr. Mustermann', { firstName: 'Dr.', lastName: 'Mustermann' })).toBe(false);
  });

  it('leaves out every title a bank prints: Dr., Prof., Herr, Frau', () => {
    expect(holderBelongsToPlayer('Prof. Dr. Max Mustermann', MAX)).toBe(true);
    expect(holderBelongsToPlayer('Frau Erika Gabler', ERIKA)).toBe(true);
    expect(holderBelongsToPlayer('Musterfrau, Prof. Erika', ERIKA)).toBe(true);
  });

  it('shows the name without spaces around it, and names the platform’s code', () => {
    expect(playerDisplayName({ firstName: '  Max', lastName: 'Mustermann  ' })).toBe('Max Mustermann');
    expect(ACCOUNT_HOLDER_MISMATCH).toBe('account_holder_mismatch');
  });
});

// Names of German-looking letters (umlauts and ß included), one or two words each.
const LETTERS = 'abcdefghijklmnopqrstuvwxyzäöüß'.split('');
const word = fc
  .array(fc.constantFrom(...LETTERS), { minLength: 2, maxLength: 9 })
  .map((chars) => chars.join(''))
  .filter((w) => !['dr', 'prof', 'herr', 'frau'].includes(w));
const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const nameOf = fc.array(word, { minLength: 1, maxLength: 2 }).map((ws) => ws.map(capitalised).join(' '));
const playerArb = fc.record({ firstName: nameOf, lastName: nameOf });
const spelledPlain = (text: string) =>
  text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue');

/** The same name written the ways a bank would still take it. */
const writings = (p: PlayerNames): string[] => [
  `${p.firstName} ${p.lastName}`,
  `${p.lastName}, ${p.firstName}`,
  `  ${p.firstName.toUpperCase()}   ${p.lastName.toLowerCase()} `,
  spelledPlain(`${p.firstName} ${p.lastName}`).replace(/ß/g, 'ss'),
  `${p.firstName} ${p.lastName.replace(/ /g, '-')}`,
  `${p.firstName} Zweitname ${p.lastName}`,
];

/** The normalised spelling of a word, to tell two generated words apart as the rule would. */
const spelling = (w: string) => spelledPlain(w.toLowerCase()).replace(/ß/g, 'ss');

describe('account holder rule, for any name', () => {
  it('accepts every way of writing the player’s own name', () => {
    fc.assert(
      fc.property(playerArb, (player) => {
        for (const holder of writings(player)) expect(holderBelongsToPlayer(holder, player), holder).toBe(true);
      }),
    );
  });

  it('refuses the same surname with another first name (a relative), however it is written', () => {
    fc.assert(
      fc.property(playerArb, word, (player, other) => {
        const first = player.firstName.split(' ')[0]!;
        fc.pre(spelling(other) !== spelling(first));
        const relative = { ...player, firstName: capitalised(other) };
        for (const holder of writings(relative)) expect(holderBelongsToPlayer(holder, player), holder).toBe(false);
      }),
    );
  });

  it('refuses the player’s first name with another surname that is not the birth name', () => {
    fc.assert(
      fc.property(playerArb, word, (player, other) => {
        fc.pre(!player.lastName.split(' ').some((w) => spelling(w) === spelling(other)));
        expect(holderBelongsToPlayer(`${player.firstName} ${capitalised(other)}`, player)).toBe(false);
      }),
    );
  });
});
