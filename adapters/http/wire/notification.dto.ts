/** Notification service (spec/2 §7.4). */
export interface RecipientDto {
  email_confirmed: boolean;
}

/** GET /my/recipient/settings */
export interface NotificationSettingsDto {
  email: {
    service_messages: { active: boolean; mutable: boolean };
    jackpots: { active: boolean; mutable: boolean };
    discounts: { active: boolean; mutable: boolean };
  };
}

/** PATCH /my/recipient/settings: only jackpots and discounts, each with active. */
export interface NotificationSettingsUpdateDto {
  jackpots: { active: boolean };
  discounts: { active: boolean };
}

/** PATCH /my/recipient/confirm_email */
export interface ConfirmEmailRequestDto {
  token: string;
}
