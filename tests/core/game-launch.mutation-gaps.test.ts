import { describe, expect, it } from 'vitest';
import { isGameLaunchRefusal } from '../../core/domain/game-launch';

describe('isGameLaunchRefusal', () => {
  it.each([['login_required'], ['addiction_locked'], ['player_locked'], ['player_unverified'], ['game_not_found']])(
    'knows %s',
    (code) => {
      expect(isGameLaunchRefusal(code)).toBe(true);
    },
  );

  it.each([['unknown'], [''], ['Login_Required'], [null], [undefined], [404], [{}], [['login_required']]])(
    'does not know %j',
    (code) => {
      expect(isGameLaunchRefusal(code)).toBe(false);
    },
  );
});
