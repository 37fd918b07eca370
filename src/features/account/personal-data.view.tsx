import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLoaderData } from 'react-router';
import type { NotificationSettings } from '../../../core/domain/player';
import { useLoadedViewModel, useService } from '../../app/container-context';
import type { PlayerData } from '../../app/player-data';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { fieldMessage } from '../../forms/field-message';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import type { PersonalField } from './personal-data.view-model';
import './account-strings';
import { ACCOUNT } from './account.module';
import { SESSION } from '../session/session.module';

const FIELDS: readonly { field: PersonalField; autoComplete: string; type?: string }[] = [
  { field: 'birthName', autoComplete: 'off' },
  { field: 'birthplace', autoComplete: 'off' },
  { field: 'street', autoComplete: 'address-line1' },
  { field: 'houseNumber', autoComplete: 'address-line2' },
  { field: 'zipCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'phoneNumber', autoComplete: 'tel', type: 'tel' },
];

const PersonalDataView = observer(function PersonalDataView() {
  const loaded = useLoaderData<PlayerData<NotificationSettings>>();
  const vm = useLoadedViewModel(ACCOUNT.personalDataViewModel, loaded, (v, d) => v.accept(d));
  const session = useService(SESSION.sessionViewModel);
  const [confirming, setConfirming] = useState(false);
  usePageTitle(t('personalData.title'));
  const player = session.player;
  if (!player || !vm.form) return <div className="tw-container tw-page" aria-busy="true" />;
  const locks = player.locks;
  return (
    <div className="tw-container tw-page tw-stack">
      <h1>{t('personalData.title')}</h1>
      {vm.additionalDataNeeded && <Notice tone="warning">{t('personalData.additionalDataNeeded')}</Notice>}
      {vm.message && <Notice tone={vm.message === 'personalData.saved' ? 'success' : 'error'}>{t(vm.message)}</Notice>}
      <Card title={t('personalData.identity')}>
        <p data-testid="personal-name">
          {player.personalData.title ? `${player.personalData.title} ` : ''}
          {player.personalData.firstName} {player.personalData.lastName} ·{' '}
          {t('personalData.customerNumber', { number: player.customerNumber })}
        </p>
        {(locks.addictionLockExpiresAt || locks.fraudLocked || locks.verificationLocked) && (
          <ul className="tw-stack tw-stack--sm">
            {locks.addictionLockExpiresAt && (
              <li>{t('personalData.locks.addiction', { date: formatDateTime(locks.addictionLockExpiresAt) })}</li>
            )}
            {locks.fraudLocked && <li>{t('personalData.locks.fraud')}</li>}
            {locks.verificationLocked && <li>{t('personalData.locks.verification')}</li>}
          </ul>
        )}
      </Card>
      <Card title={t('personalData.contact')}>
        <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), void vm.save())}>
          {FIELDS.map(({ field, autoComplete, type }) => (
            <TextField
              key={field}
              label={t(`personalData.fields.${field}`)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              value={vm.form![field]}
              onChange={(e) => vm.set(field, e.target.value)}
              onBlur={() => vm.check(field)}
              error={vm.errors[field] ? fieldMessage(field, vm.errors[field]) : undefined}
            />
          ))}
          <Button type="submit" loading={vm.saving}>
            {t('personalData.save')}
          </Button>
        </form>
      </Card>
      <Card title={t('personalData.passwordTitle')}>
        <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), void vm.changePassword())}>
          {vm.passwordChanged && <Notice tone="success">{t('personalData.passwordChanged')}</Notice>}
          <TextField
            label={t('personalData.oldPassword')}
            type="password"
            autoComplete="current-password"
            value={vm.oldPassword}
            onChange={(e) => vm.setOldPassword(e.target.value)}
            error={
              vm.passwordErrors.oldPassword ? fieldMessage('oldPassword', vm.passwordErrors.oldPassword) : undefined
            }
          />
          <TextField
            label={t('personalData.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('registration.passwordRules')}
            value={vm.newPassword}
            onChange={(e) => vm.setNewPassword(e.target.value)}
            onBlur={() => vm.checkNewPassword()}
            error={
              vm.passwordErrors.newPassword ? fieldMessage('newPassword', vm.passwordErrors.newPassword) : undefined
            }
          />
          <Button type="submit" variant="secondary">
            {t('personalData.changePassword')}
          </Button>
        </form>
      </Card>
      <Card title={t('personalData.notifications')}>
        {vm.settingsFailed && <Notice tone="warning">{t('personalData.settingsUnavailable')}</Notice>}
        {vm.settings && (
          <div className="tw-stack tw-stack--sm">
            <Checkbox
              label={t('personalData.settings.serviceMessages')}
              hint={t('personalData.settings.serviceHint')}
              checked={vm.settings.serviceMessages.active}
              disabled={!vm.settings.serviceMessages.mutable}
              onChange={() => undefined}
            />
            <Checkbox
              label={t('personalData.settings.jackpots')}
              checked={vm.settings.jackpots.active}
              disabled={!vm.settings.jackpots.mutable}
              onChange={(e) => void vm.toggle('jackpots', e.target.checked)}
            />
            <Checkbox
              label={t('personalData.settings.discounts')}
              checked={vm.settings.discounts.active}
              disabled={!vm.settings.discounts.mutable}
              onChange={(e) => void vm.toggle('discounts', e.target.checked)}
            />
          </div>
        )}
      </Card>
      <Card title={t('personalData.disableTitle')}>
        <p>{t('personalData.disableText')}</p>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('personalData.disable')}
        </Button>
      </Card>
      <Modal
        open={confirming}
        title={t('personalData.disableConfirmTitle')}
        onClose={() => setConfirming(false)}
        size="sm"
        footer={
          <div className="tw-cluster">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('personalData.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void vm.disableAccount().then((done) => done && setConfirming(false))}
            >
              {t('personalData.disableConfirm')}
            </Button>
          </div>
        }
      >
        <p>{t('personalData.disableConfirmText')}</p>
      </Modal>
    </div>
  );
});

export default PersonalDataView;
