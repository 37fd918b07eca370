/** GET /me/gambling_restrictions (player API): OASIS, the Selbstsperre and the 5-minute wait. */
export interface GamblingRestrictionsDto {
  oasis_locked: boolean;
  /** A Selbstsperre requested through this shop; `till` null: unbefristet. */
  self_exclusion: { since: string; till: string | null } | null;
  /** KENO is refused with `cooling_off` until `until`. */
  cooling_off: { until: string; reason: 'inactivity' | 'provider_switch' } | null;
}

/** POST /me/self_exclusion: `till` an ISO instant at least 3 months ahead, or null for unbefristet. */
export interface SelfExclusionRequestDto {
  till: string | null;
}
