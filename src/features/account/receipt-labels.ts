import { t } from '../../i18n/i18n';
import './receipts-strings';
import '../../i18n/products-strings';

/** German names for what a receipt shows: games, field types, prize classes. */

const TICKET_GAME_LENGTH: Readonly<Record<string, number>> = { spiel77: 7, super6: 6, plus5: 5 };

export function gameLabel(game: string): string {
  return t([`lotteries.${game}`, `addons.${game}`], { defaultValue: game });
}

/** `normal` → Normalfeld, `system_007` → System 007, `system_6_2` → System 6 + 2, `keno_type_5` → KENO-Typ 5. */
export function fieldTypeLabel(typeIdentifier: string): string {
  const keno = /^keno_type_(\d+)$/.exec(typeIdentifier);
  if (keno) return t('receiptModal.fieldType.keno', { count: Number(keno[1]) });
  const system = /^system_(\d+)(?:_(\d+))?$/.exec(typeIdentifier);
  if (system)
    return t('receiptModal.fieldType.system', { label: system[2] ? `${system[1]} + ${system[2]}` : system[1] });
  return t('receiptModal.fieldType.normal');
}

/** "Klasse 9 (2 Richtige + Superzahl)", "Klasse 6 (2 richtige Endziffern)", KENO: "4 Richtige (Typ 5)". */
export function tierLabel(game: string, tier: number, fieldType: string): string {
  if (game === 'keno') {
    const type = /^keno_type_(\d+)$/.exec(fieldType)?.[1] ?? '';
    return t('receiptModal.kenoTier', { hits: tier, type });
  }
  const name = t('receiptModal.tierName', { tier });
  const match = tierMatch(game, tier);
  return match ? `${name} (${match})` : name;
}

/** What a class of a LOTTO, Eurojackpot or ticket game takes: "2 Richtige + Superzahl", "2 richtige Endziffern"; '' for others. */
export function tierMatch(game: string, tier: number): string {
  if (game === 'lotto6aus49' || game === 'eurojackpot')
    return t(`receiptModal.tierMatch.${game}.${tier}`, { defaultValue: '' });
  if (game === 'gluecksspirale') return t('receiptModal.tierMatch.endDigits', { count: tier });
  if (TICKET_GAME_LENGTH[game])
    return t('receiptModal.tierMatch.endDigits', { count: (TICKET_GAME_LENGTH[game] ?? 0) + 1 - tier });
  return '';
}

/** "Mittwoch und Samstag", "täglich". */
export function eventsLabel(events: readonly string[]): string {
  const names = events.map((e) => t(`receiptModal.events.${e}`, { defaultValue: e }));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('common.and')} ${names.at(-1) ?? ''}`;
}
