import { err, ok, type Result } from '../shared/result';
import { PlayerNotReadyError } from '../domain/errors';
import { isAdult, isoDateOf, type RegistrationData } from '../domain/registration';
import type { AccountGateway } from '../../ports/account-gateway.port';
import type { AttributionStore } from '../../ports/attribution-store.port';
import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { LoginUseCase } from './login.use-case';

export type RegistrationError =
  | { kind: 'invalid_date' }
  | { kind: 'too_young' }
  /** Field errors by our field names (camelCase), e.g. { email: ['taken'] }. */
  | { kind: 'rejected'; globalErrors: readonly string[]; fieldErrors: Readonly<Record<string, readonly string[]>> }
  | { kind: 'login_failed' };

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Registers a player (date of birth sent as YYYY-MM-DD, country DE, locale de) and logs them in.
 * Under 18 never reaches the platform. 'pending' when the platform says the player is not ready yet.
 * The landing page's campaign parameters and the visit's device id (`tmx_id`, the same for every
 * attempt) come from the attribution store.
 */
export class RegisterPlayerUseCase {
  constructor(
    private readonly accounts: AccountGateway,
    private readonly login: LoginUseCase,
    private readonly players: PlayerGateway,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly attribution: AttributionStore,
  ) {}

  async execute(input: { data: RegistrationData }): Promise<Result<'thanks' | 'pending', RegistrationError>> {
    const { data } = input;
    const dateOfBirth = isoDateOf(data.dateOfBirth);
    if (!dateOfBirth) return err({ kind: 'invalid_date' });
    if (!isAdult(dateOfBirth, this.clock.now())) return err({ kind: 'too_young' });
    const registered = await this.accounts.register({
      ...data,
      dateOfBirth,
      tmxId: this.attribution.deviceId(() => this.ids.uuid()),
      trackingParameters: this.attribution.trackingParameters() ?? {},
    });
    if (!registered.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(registered.error.attributeErrors).map(([k, v]) => [camel(k), v]),
      );
      if (fieldErrors.dateOfBirth?.includes('too_young')) return err({ kind: 'too_young' });
      return err({ kind: 'rejected', globalErrors: registered.error.globalErrors, fieldErrors });
    }
    const loggedIn = await this.login.execute({
      username: data.email,
      password: data.password,
      longLastingSession: false,
    });
    if (!loggedIn.ok) return err({ kind: 'login_failed' });
    try {
      await this.players.me();
      return ok('thanks');
    } catch (error) {
      if (error instanceof PlayerNotReadyError) return ok('pending');
      throw error;
    }
  }
}
