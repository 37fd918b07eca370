import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { formatDateTime } from '../../i18n/format';
import { addTranslations, t } from '../../i18n/i18n';
import devStrings from './dev.de.json';
import { RANDOM_FAULT_KINDS } from './fake-backend.view-model';
import { DEV } from './dev.module';

addTranslations({ dev: devStrings });

const SHIFTS = [
  { minutes: 60, label: 'dev.fake.plusHour' },
  { minutes: 24 * 60, label: 'dev.fake.plusDay' },
  { minutes: 7 * 24 * 60, label: 'dev.fake.plusWeek' },
] as const;

const FAILURES = new Set(['dev.fake.failed', 'dev.fake.tokenRequired']);

/** /dev/fake-backend: controls for developers, only in builds with the fake backend. */
const FakeBackendView = observer(function FakeBackendView() {
  const vm = useViewModel(DEV.fakeBackendViewModel, (v) => void v.load());
  usePageTitle(t('dev.fake.title'));
  const status = vm.status;
  return (
    <div className="tw-container tw-page tw-stack">
      <h1>{t('dev.fake.title')}</h1>
      <p className="tw-muted">{t('dev.fake.intro')}</p>
      {vm.message && <Notice tone={FAILURES.has(vm.message) ? 'error' : 'success'}>{t(vm.message)}</Notice>}
      <Card title={t('dev.fake.clock')}>
        <p data-testid="fake-now">{status ? formatDateTime(status.now) : '…'}</p>
        <p className="tw-muted">{t('dev.fake.offset', { minutes: status?.clockOffsetMinutes ?? 0 })}</p>
        <div className="tw-cluster">
          {SHIFTS.map((s) => (
            <Button
              key={s.minutes}
              variant="secondary"
              disabled={vm.busy}
              onClick={() => void vm.shiftClock(s.minutes)}
            >
              {t(s.label)}
            </Button>
          ))}
          <Button variant="secondary" disabled={vm.busy} onClick={() => void vm.runNextDraw()}>
            {t('dev.fake.runNextDraw')}
          </Button>
        </div>
      </Card>
      <Card title={t('dev.fake.players')}>
        <ul className="tw-stack">
          {status?.demoPlayers.map((p) => (
            <li key={p.username} className="tw-dev-player">
              <span>
                <strong>{p.username}</strong> – {p.description}
              </span>
              <Button size="sm" disabled={vm.busy} onClick={() => void vm.loginAs(p.username)}>
                {t('dev.fake.loginAs')}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('dev.fake.faultsTitle')}>
        <p className="tw-muted">{t('dev.fake.faultsText')}</p>
        <p data-testid="fake-faults">
          {vm.faults
            ? t('dev.fake.faultsActive', {
                rate: vm.faults.rate,
                seed: vm.faults.seed,
                calls: vm.faults.calls,
                injected: Object.values(vm.faults.injected).reduce((a, b) => a + b, 0),
              })
            : t('dev.fake.faultsNone')}
        </p>
        <div className="tw-cluster">
          <label>
            {t('dev.fake.faultRate')}{' '}
            <input
              inputMode="decimal"
              size={5}
              value={vm.faultRate}
              onChange={(e) => vm.setFaultRate(e.target.value)}
            />
          </label>
          <label>
            {t('dev.fake.faultSeed')}{' '}
            <input
              inputMode="numeric"
              size={8}
              value={vm.faultSeed}
              onChange={(e) => vm.setFaultSeed(e.target.value)}
            />
          </label>
        </div>
        <fieldset>
          <legend>{t('dev.fake.faultKinds')}</legend>
          <div className="tw-cluster">
            {RANDOM_FAULT_KINDS.map((kind) => (
              <label key={kind}>
                <input
                  type="checkbox"
                  checked={vm.faultKinds.includes(kind)}
                  onChange={() => vm.toggleFaultKind(kind)}
                />{' '}
                {t(`dev.fake.faultKind.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {!vm.faultFormValid && <Notice tone="warning">{t('dev.fake.faultsInvalid')}</Notice>}
        <div className="tw-cluster">
          <Button variant="secondary" disabled={vm.busy || !vm.faultFormValid} onClick={() => void vm.startFaults()}>
            {t('dev.fake.faultsStart')}
          </Button>
          <Button variant="secondary" disabled={vm.busy || !vm.faults} onClick={() => void vm.stopFaults()}>
            {t('dev.fake.faultsStop')}
          </Button>
        </div>
      </Card>
      <Card title={t('dev.fake.tokenTitle')}>
        <p className="tw-muted">{t('dev.fake.tokenText')}</p>
        <div className="tw-cluster">
          <label>
            {t('dev.fake.tokenLabel')}{' '}
            <input
              type="password"
              autoComplete="off"
              value={vm.controlToken}
              onChange={(e) => vm.setControlToken(e.target.value)}
            />
          </label>
          <Button variant="secondary" disabled={vm.busy} onClick={() => void vm.applyControlToken()}>
            {t('dev.fake.tokenApply')}
          </Button>
        </div>
      </Card>
      <Card title={t('dev.fake.resetTitle')}>
        <p>{t('dev.fake.resetText', { seed: status?.seed ?? '…' })}</p>
        <Button variant="danger" disabled={vm.busy} onClick={() => void vm.reset()}>
          {t('dev.fake.reset')}
        </Button>
      </Card>
    </div>
  );
});

export default FakeBackendView;
