import { asPlayerOf, type PlatformRuntime } from '../context';
import type { FakePlatformApi } from '../platform-api';
import { mailbox } from './mailbox';
import {
  confirmEmail,
  notificationSettings,
  resendConfirmationEmail,
  updateNotificationSettings,
} from './notification-settings';
import { changePassword, resetPassword, startRecovery, validateRecoveryToken } from './passwords';
import { disablePlayer, lockTemporary, updatePersonalData } from './personal-data';
import { register } from './registration';
import { zipCodesStartingWith } from './zip-codes';

type AccountApi = Pick<
  FakePlatformApi,
  | 'register'
  | 'zipCodes'
  | 'startRecovery'
  | 'validateRecoveryToken'
  | 'resetPassword'
  | 'updatePersonalData'
  | 'changePassword'
  | 'disableAccount'
  | 'lockTemporary'
  | 'notificationSettings'
  | 'updateNotificationSettings'
  | 'confirmEmail'
  | 'resendConfirmationEmail'
  | 'mailbox'
>;

/** Registration, recovery, passwords, personal data and the notification service; authentication first, then the body. */
export function accountApi(runtime: PlatformRuntime): AccountApi {
  const { mutate, view, playerOf } = runtime;
  const asPlayer = asPlayerOf(runtime);
  return {
    register: (body) => mutate((ctx) => register(ctx, body)),
    zipCodes: (startingWith) => zipCodesStartingWith(startingWith),
    startRecovery: (body) => mutate((ctx) => startRecovery(ctx, body)),
    validateRecoveryToken: (token) => view((ctx) => validateRecoveryToken(ctx.state, ctx.now, token)),
    resetPassword: (body) => mutate((ctx) => resetPassword(ctx, body)),
    updatePersonalData: (token, body) => asPlayer(token, (ctx, record) => updatePersonalData(ctx, record, body)),
    changePassword: (token, body) => asPlayer(token, (ctx, record) => changePassword(ctx, record, body, token)),
    disableAccount: (token) => asPlayer(token, (ctx, record) => disablePlayer(ctx, record)),
    lockTemporary: (token, body) => asPlayer(token, (ctx, record) => lockTemporary(ctx, record, body)),
    notificationSettings: (token) => notificationSettings(playerOf(token)),
    updateNotificationSettings: (token, body) =>
      asPlayer(token, (_, record) => updateNotificationSettings(record, body)),
    confirmEmail: (token, body) => asPlayer(token, (ctx, record) => confirmEmail(ctx, record, body)),
    resendConfirmationEmail: (token) => asPlayer(token, (ctx, record) => resendConfirmationEmail(ctx, record)),
    mailbox: (address) => view((ctx) => mailbox(ctx.state, address)),
  };
}
