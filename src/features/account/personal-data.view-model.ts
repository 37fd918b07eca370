import { makeAutoObservable, observableRef, runInAction, when } from 'mobx';
import {
  additionalDataNeeded,
  missingAdditionalData,
  type AdditionalDataField,
  type NotificationSettings,
  type Player,
} from '../../../core/domain/player';
import type { RuleFailure } from '../../../core/domain/validation/rule';
import type { AccountGateway, PersonalDataUpdate } from '../../../ports/account-gateway.port';
import type { NotificationGateway } from '../../../ports/notification-gateway.port';
import type { PlayerData } from '../../app/player-data';
import { validateForm, type FormErrors } from '../../forms/validate-form';
import type { SessionViewModel } from '../session/session.view-model';
import { PasswordChangeForm, PERSONAL_FIELDS, PersonalDataForm, type PersonalField } from './personal-data.form';

export type { PersonalField } from './personal-data.form';

const formOf = (p: Player): PersonalDataUpdate => ({
  birthName: p.personalData.birthName ?? '',
  birthplace: p.personalData.birthplace ?? '',
  street: p.address.street,
  houseNumber: p.address.houseNumber,
  zipCode: p.address.zipCode,
  city: p.address.city,
  email: p.email,
  phoneNumber: p.phoneNumber ?? '',
});

/** /kundenkonto/daten: personal data (PUT /me), notification settings, disabling the account. */
export class PersonalDataViewModel {
  form: PersonalDataUpdate | null = null;
  errors: Partial<Record<PersonalField, RuleFailure>> = {};
  saving = false;
  /** i18n key of the last outcome. */
  message: string | null = null;
  settings: NotificationSettings | null = null;
  settingsFailed = false;
  oldPassword = '';
  newPassword = '';
  /** The password change's first failed rule (or platform code) per field. */
  passwordErrors: FormErrors<PasswordChangeForm> = {};
  passwordChanged = false;

  constructor(
    private readonly session: SessionViewModel,
    private readonly accounts: AccountGateway,
    private readonly notifications: NotificationGateway,
  ) {
    makeAutoObservable<this, 'session' | 'accounts' | 'notifications'>(
      this,
      {
        session: false,
        accounts: false,
        notifications: false,
        form: observableRef,
        errors: observableRef,
        settings: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Fills the form and reads the notification settings (the route's clientLoader reads them for a visit). */
  async load(): Promise<void> {
    this.fill();
    try {
      const settings = await this.notifications.settings();
      this.acceptSettings({ kind: 'ready', value: settings });
    } catch {
      this.acceptSettings({ kind: 'error' });
    }
  }

  /**
   * Takes the notification settings the route's clientLoader read and fills the form once (the
   * player's edits stay when the settings come again). Logged out it waits for the login.
   */
  accept(data: PlayerData<NotificationSettings>): void {
    if (!this.form) this.fill();
    this.acceptSettings(data);
  }

  private acceptSettings(data: PlayerData<NotificationSettings>): void {
    if (data.kind === 'logged_out') return;
    this.settingsFailed = data.kind === 'error';
    if (data.kind === 'ready') this.settings = data.value;
  }

  /** Fills the form from the player; after a reload the player arrives after the page mounts, so once it is there. */
  fill(): void {
    if (this.session.player) this.form = formOf(this.session.player);
    else
      void when(() => this.session.player !== null).then(() =>
        runInAction(() => (this.form ??= formOf(this.session.player!))),
      );
  }

  /** The "additional data needed" notice: until birth name and birthplace are both present (spec/1 §5). */
  get additionalDataNeeded(): boolean {
    const player = this.session.player;
    return player !== null && additionalDataNeeded(player);
  }

  /** Which of birth name and birthplace the player still has to give. */
  get missingAdditionalData(): AdditionalDataField[] {
    const player = this.session.player;
    return player ? missingAdditionalData(player) : [];
  }

  set(field: PersonalField, value: string): void {
    if (!this.form) return;
    this.form = { ...this.form, [field]: value };
    if (this.errors[field]) this.check(field);
  }

  check(field: PersonalField): boolean {
    if (!this.form) return false;
    const failure = validateForm(new PersonalDataForm(this.form), [field])[field];
    const { [field]: _, ...rest } = this.errors;
    this.errors = failure ? { ...rest, [field]: failure } : rest;
    return !failure;
  }

  /**
   * PUT /me with the whole form. Only `fields` are checked first (the additional-data modal shows
   * two of them; the others are the player's stored data). True when the platform took it.
   */
  async save(fields: readonly PersonalField[] = PERSONAL_FIELDS): Promise<boolean> {
    if (!this.form) return false;
    const valid = fields.map((f) => this.check(f)).every(Boolean);
    if (!valid) return false;
    this.saving = true;
    this.message = null;
    try {
      const result = await this.accounts.updatePersonalData(this.form);
      if (result.ok) {
        await this.session.reload();
        runInAction(() => (this.message = 'personalData.saved'));
        return true;
      }
      const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      runInAction(() => {
        for (const [key, codes] of Object.entries(result.error.attributeErrors)) {
          const field = camel(key) as PersonalField;
          if (PERSONAL_FIELDS.includes(field) && codes[0])
            this.errors = { ...this.errors, [field]: { rule: codes[0] } };
        }
        this.message = 'personalData.checkFields';
      });
    } catch {
      runInAction(() => (this.message = 'personalData.unavailable'));
    } finally {
      runInAction(() => (this.saving = false));
    }
    return false;
  }

  async toggle(setting: 'jackpots' | 'discounts', active: boolean): Promise<void> {
    const current = this.settings;
    if (!current || !current[setting].mutable) return;
    const next = { ...current, [setting]: { ...current[setting], active } };
    this.settings = next;
    try {
      await this.notifications.updateSettings({ jackpots: next.jackpots.active, discounts: next.discounts.active });
    } catch {
      runInAction(() => ((this.settings = current), (this.message = 'personalData.unavailable')));
    }
  }

  setOldPassword(value: string) {
    this.oldPassword = value;
  }
  setNewPassword(value: string) {
    this.newPassword = value;
    if (this.passwordErrors.newPassword) this.checkNewPassword();
  }

  /** On blur and while a shown problem is corrected: the new password only. */
  checkNewPassword(): boolean {
    const { newPassword } = validateForm(new PasswordChangeForm(this), ['newPassword']);
    const { newPassword: _, ...others } = this.passwordErrors;
    this.passwordErrors = newPassword ? { ...others, newPassword } : others;
    return !newPassword;
  }

  /** PUT /me/change_password; a wrong old password lands on its field. */
  async changePassword(): Promise<void> {
    this.passwordChanged = false;
    this.passwordErrors = validateForm(new PasswordChangeForm(this));
    if (Object.keys(this.passwordErrors).length > 0) return;
    try {
      const result = await this.accounts.changePassword(this.oldPassword, this.newPassword);
      runInAction(() => {
        if (result.ok) {
          this.passwordChanged = true;
          this.oldPassword = '';
          this.newPassword = '';
        } else {
          const [oldPassword] = result.error.attributeErrors.old_password ?? [];
          const [newPassword] = result.error.attributeErrors.new_password ?? [];
          this.passwordErrors = {
            ...(oldPassword ? { oldPassword: { rule: oldPassword } } : {}),
            ...(newPassword ? { newPassword: { rule: newPassword } } : {}),
          };
        }
      });
    } catch {
      runInAction(() => (this.message = 'personalData.unavailable'));
    }
  }

  /** POST /me/disable, then the session ends. */
  async disableAccount(): Promise<boolean> {
    try {
      await this.accounts.disableAccount();
      await this.session.logout();
      return true;
    } catch {
      runInAction(() => (this.message = 'personalData.unavailable'));
      return false;
    }
  }
}
