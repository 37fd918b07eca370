/** Gambling service wire shapes (spec/2 §7.5). */
export interface LaunchGameQueryDto {
  gameId: string;
  platform: string;
  homePath: string;
  isDemo?: boolean;
  ticketsOnly?: boolean;
}

export interface LaunchGameResponseDto {
  url: string;
  session_id: string;
}
