/** Notification service (spec/2 §7.4). */
export interface RecipientDto {
  email_confirmed: boolean;
}
