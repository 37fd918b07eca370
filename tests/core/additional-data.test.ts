import { describe, expect, it } from 'vitest';
import { additionalDataNeeded, missingAdditionalData, type Player } from '../../core/domain/player';

const player = (birthName: string | null, birthplace: string | null): Player =>
  ({
    personalData: {
      title: null,
      firstName: 'Lena',
      lastName: 'Neumann',
      birthName,
      birthplace,
      dateOfBirth: '1998-04-12',
    },
  }) as Player;

describe('additional data (birth name and birthplace, spec/1 §5)', () => {
  it('names both when both are missing, in form order', () => {
    expect(missingAdditionalData(player(null, null))).toEqual(['birthName', 'birthplace']);
    expect(additionalDataNeeded(player(null, null))).toBe(true);
  });

  it('names the one that is missing', () => {
    expect(missingAdditionalData(player('Neumann', null))).toEqual(['birthplace']);
    expect(missingAdditionalData(player(null, 'Hamburg'))).toEqual(['birthName']);
  });

  it('counts empty and blank text as missing', () => {
    expect(missingAdditionalData(player('', '   '))).toEqual(['birthName', 'birthplace']);
  });

  it('is satisfied only when both are present', () => {
    expect(missingAdditionalData(player('Neumann', 'Hamburg'))).toEqual([]);
    expect(additionalDataNeeded(player('Neumann', 'Hamburg'))).toBe(false);
  });
});
