import type { Player, SessionTokens } from '../../../core/domain/player';
import type { PlayerDto, SessionTokensDto } from './player.dto';

export const toSessionTokens = (dto: SessionTokensDto): SessionTokens => ({
  accessToken: dto.access_token,
  refreshToken: dto.refresh_token,
});

export function toPlayer(dto: PlayerDto): Player {
  return {
    id: dto.id,
    customerNumber: dto.customer_number,
    email: dto.email,
    phoneNumber: dto.phone_number,
    status: dto.status,
    createdAt: dto.created_at,
    verificationStatus: dto.verification_status,
    verificationExpiredAt: dto.verification_expired_at,
    ibanCheckStatus: dto.iban_check_status,
    nectRoboIdentStatus: dto.nect_robo_ident_status,
    microDepositVerificationStatus: dto.micro_deposit_verification_status,
    address: {
      street: dto.address.street,
      houseNumber: dto.address.house_number,
      zipCode: dto.address.zip_code,
      city: dto.address.city,
      state: dto.address.state,
    },
    personalData: {
      title: dto.personal_data.title,
      firstName: dto.personal_data.first_name,
      lastName: dto.personal_data.last_name,
      birthName: dto.personal_data.birth_name,
      birthplace: dto.personal_data.birthplace,
      dateOfBirth: dto.personal_data.date_of_birth,
    },
    locks: {
      addictionLockExpiresAt: dto.locks.addiction_lock?.expires_at ?? null,
      addictionLocked: dto.locks.addiction_locked,
      fraudLocked: dto.locks.fraud_locked,
      verificationLocked: dto.locks.verification_locked,
    },
  };
}
